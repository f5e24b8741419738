import { afterEach, describe, expect, it, vi } from "vitest";
import { failureText } from "#web/lib/transport/failure-text";
import { startStaffSignIn } from "./start-staff-sign-in";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = "";
});

describe("startStaffSignIn", () => {
  it("asks Better Auth for the work account's sign-in, coming back to the address given, and goes there", async () => {
    // A change of hash stands for the identity provider's address: jsdom follows no other navigation.
    const provider = `${window.location.origin}${window.location.pathname}#work-account`;
    const fetched = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json({ url: provider, redirect: true }),
    );
    vi.stubGlobal("fetch", fetched);
    await startStaffSignIn("/admin/users");
    const [input, init] = fetched.mock.calls[0] ?? [];
    expect(new URL(String(input)).pathname).toBe("/api/auth/sign-in/social");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      provider: "work-account",
      callbackURL: "/admin/users",
      errorCallbackURL: "/login?error=sign-in",
    });
    expect(window.location.hash).toBe("#work-account");
  });

  it("rejects with the server's words when the sign-in cannot start, and when no answer comes", async () => {
    vi.stubGlobal("fetch", async () =>
      json({ code: "TOO_MANY_REQUESTS", message: "Too many requests." }, 429),
    );
    const refused = await startStaffSignIn().catch((error: unknown) => error);
    expect(failureText(refused)).toBe("Too many requests.");

    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    const unanswered = await startStaffSignIn().catch((error: unknown) => error);
    expect(failureText(unanswered)).toBe(
      "We could not reach the server. Please check your connection and try again.",
    );
  });
});
