import { afterEach, describe, expect, it, vi } from "vitest";
import { whenSignInRequired } from "#web/lib/transport/sign-in-required";
import { signOutSession } from "./sign-out";

afterEach(() => vi.unstubAllGlobals());

describe("signOutSession", () => {
  it("ends the session through Better Auth's sign-out route", async () => {
    const fetched = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true }), { headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetched);
    await signOutSession();
    const [input, init] = fetched.mock.calls[0] ?? [];
    expect(new URL(String(input)).pathname).toBe("/api/auth/sign-out");
    expect(init?.method).toBe("POST");
  });

  it("rejects when refused, and reports a 401 as every transport does", async () => {
    const signInRequired = vi.fn();
    const stop = whenSignInRequired(signInRequired);
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(JSON.stringify({ code: "UNAUTHORIZED", message: "Unauthorized" }), {
          status: 401,
          headers: { "content-type": "application/json" },
        }),
    );
    await expect(signOutSession()).rejects.toThrow("Unauthorized");
    expect(signInRequired).toHaveBeenCalledTimes(1);
    stop();
  });
});
