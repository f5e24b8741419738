import { ORPCError } from "@orpc/client";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { sessionQueryOptions } from "#web/features/me/api/get-session";
import { sessionAwareCaches } from "./session-expiry";

function clientWithSpy() {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
    ...sessionAwareCaches(() => client),
  });
  const invalidate = vi.spyOn(client, "invalidateQueries");
  return { client, invalidate };
}

describe("calls refused for want of a session", () => {
  it("read the session again after a query is answered 401", async () => {
    const { client, invalidate } = clientWithSpy();
    await client
      .fetchQuery({
        queryKey: ["deals"],
        queryFn: () => Promise.reject(new ORPCError("UNAUTHORIZED", { status: 401 })),
      })
      .catch(() => {});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionQueryOptions().queryKey });
  });

  it("read the session again after a mutation is answered 401, and not after other refusals", async () => {
    const { client, invalidate } = clientWithSpy();
    const run = (status: number) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new ORPCError("REFUSED", { status })) })
        .execute(undefined)
        .catch(() => {});
    await run(409);
    await run(400);
    expect(invalidate).not.toHaveBeenCalled();
    await run(401);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionQueryOptions().queryKey });
  });

  it("read the permission profile again after a call is answered 403", async () => {
    const { client, invalidate } = clientWithSpy();
    await client
      .fetchQuery({
        queryKey: ["users"],
        queryFn: () => Promise.reject(new ORPCError("FORBIDDEN", { status: 403 })),
      })
      .catch(() => {});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["permission-profile"] });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: sessionQueryOptions().queryKey });
  });
});
