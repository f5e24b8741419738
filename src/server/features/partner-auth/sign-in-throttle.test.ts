import { afterEach, describe, expect, it, vi } from "vitest";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact } from "#tests/factories/users";
import { setUpPartnerAuthTestApp } from "#tests/support/apps/partner-auth-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { type TestBrowser, testBrowser } from "#tests/support/browser/rpc-client";

const { testApp, db, browser } = setUpPartnerAuthTestApp();

describe("sign-in throttling", () => {
  /** A new active partner of its own, so no other test's failures count against its e-mail. */
  async function newPartner(): Promise<string> {
    const partner = await createPartner(db());
    return (await createPartnerContact(db(), partner, { password: RIGHT })).email;
  }
  const RIGHT = "right-pass-1";
  const signIn = (tab: TestBrowser, email: string, password = RIGHT) =>
    tab.client.partnerAuth.signIn({ email, password });
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the partner in while strangers send wrong passwords from many addresses", async () => {
    const email = await newPartner();
    for (let attempt = 0; attempt < 15; attempt++) {
      const error = await refusal(signIn(browser(), email, `wrong-${attempt}`));
      expect(error.status).toBe(401);
    }
    expect((await signIn(browser(), email)).user.email).toBe(email);
  });

  it("refuses an address after ten wrong passwords for one e-mail, and only that address", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const email = await newPartner();
    const guesser = testBrowser(testApp(), { clientIp: "198.51.100.20" });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await refusal(signIn(guesser, email, `wrong-${attempt}`))).status).toBe(401);
      // Past the e-mail's growing delay (at most a minute), so only the per-address rule can refuse.
      advance(61_000);
    }
    const refused = await refusal(signIn(guesser, email));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/Please try again in \d+ (seconds|minutes)\./);
    expect((await signIn(browser(), email)).user.email).toBe(email);
  });

  it("slows an e-mail's guesses from addresses that failed before: a growing wait of at most a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const email = await newPartner();
    // Five strangers fail once each: a first failure from an address never waits.
    for (let attempt = 0; attempt < 5; attempt++) await refusal(signIn(browser(), email, `wrong-${attempt}`));
    const guesser = browser();
    await refusal(signIn(guesser, email, "wrong-first"));
    const waits: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const waiting = await refusal(signIn(guesser, email, `wrong-again-${attempt}`));
      expect(waiting.status).toBe(429);
      const seconds = waiting.data.retryAfterSeconds as number;
      waits.push(seconds);
      // Refused attempts do not count: asking again at once gets the same wait.
      expect((await refusal(signIn(guesser, email, "wrong-impatient"))).data.retryAfterSeconds).toBe(seconds);
      advance(seconds * 1000);
      expect((await refusal(signIn(guesser, email, `wrong-later-${attempt}`))).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60, 60]);
    // Meanwhile the partner, from an address without failures, signs in at once.
    expect((await signIn(browser(), email)).user.email).toBe(email);
  });

  it("lets an address that keeps signing in successfully sign in, whatever Better Auth's own limits", async () => {
    const email = await newPartner();
    const office = testBrowser(testApp(), { clientIp: "198.51.100.30" });
    // More than the per-address failure limit, and Better Auth's 3 sign-ins per 10 s, were they counted.
    for (let attempt = 0; attempt < 55; attempt++)
      expect((await signIn(office, email)).user.email).toBe(email);
  });
});
