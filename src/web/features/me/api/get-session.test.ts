import { describe, expect, it } from "vitest";
import { orpc } from "#web/lib/transport/rpc";
import { SESSION_QUERY_KEY, sessionQueryOptions } from "./get-session";

describe("the session query", () => {
  it("is keyed as the typed client keys me.session, so its invalidations reach it", () => {
    expect(SESSION_QUERY_KEY).toEqual(orpc.me.session.queryOptions().queryKey);
    expect(sessionQueryOptions().queryKey).toEqual(orpc.me.session.queryKey());
  });
});
