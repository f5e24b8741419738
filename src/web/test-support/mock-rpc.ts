import { createTanstackQueryUtils } from "@orpc/tanstack-query";
import { vi } from "vitest";

/** One namespace of the router (`client.deals`): each procedure a `vi.fn()`, made when a test first reads it. */
function mockedNamespace(): Record<string, unknown> {
  const procedures = new Map<string, unknown>();
  return new Proxy(
    {},
    {
      get(_target, key) {
        if (typeof key !== "string" || key === "then") return undefined;
        if (!procedures.has(key)) procedures.set(key, vi.fn());
        return procedures.get(key);
      },
    },
  );
}

function mockedClient(): Record<string, Record<string, unknown>> {
  const namespaces = new Map<string, Record<string, unknown>>();
  return new Proxy(
    {},
    {
      get(_target, key) {
        if (typeof key !== "string" || key === "then") return undefined;
        if (!namespaces.has(key)) namespaces.set(key, mockedNamespace());
        return namespaces.get(key);
      },
    },
  );
}

/**
 * The one stand-in for `lib/rpc` in web tests, set for every test file by `tests/support/web/web-setup.ts` (a
 * test of the real transport opts out with `vi.unmock("#web/lib/transport/rpc")`). Every procedure of the typed client
 * is a `vi.fn()` the test sets with `vi.mocked(client.deals).list.mockResolvedValue(...)`, and the query
 * utilities are built on it as the real module builds them, so query keys and invalidation are the real ones.
 */
export const client = mockedClient();
export const orpc = createTanstackQueryUtils(client as never);
