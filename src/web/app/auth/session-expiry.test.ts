import { ORPCError } from "@orpc/client";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { PERMISSION_PROFILE_KEY } from "#web/features/me/api/get-permission-profile";
import { sessionQueryOptions } from "#web/features/me/api/get-session";
import { noteAnswerStatus } from "#web/lib/transport/sign-in-required";
import { readSessionWhenRefused, sessionAwareCaches } from "./session-expiry";

function clientWithSpy() {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
    ...sessionAwareCaches(() => client),
  });
  const invalidate = vi.spyOn(client, "invalidateQueries");
  return { client, invalidate };
}

describe("calls refused for want of a session", () => {
  it("read the session again when any transport reports a 401, and not after other answers", () => {
    const { client, invalidate } = clientWithSpy();
    const stop = readSessionWhenRefused(client);
    noteAnswerStatus(200);
    noteAnswerStatus(409);
    noteAnswerStatus(403);
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: sessionQueryOptions().queryKey });
    noteAnswerStatus(401);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionQueryOptions().queryKey });
    stop();
    noteAnswerStatus(401);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("read the permission profile again after a call is answered 403", async () => {
    const { client, invalidate } = clientWithSpy();
    await client
      .fetchQuery({
        queryKey: ["users"],
        queryFn: () => Promise.reject(new ORPCError("FORBIDDEN", { status: 403 })),
      })
      .catch(() => {});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PERMISSION_PROFILE_KEY });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: sessionQueryOptions().queryKey });
  });
});
