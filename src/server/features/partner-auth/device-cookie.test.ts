import { describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact } from "#tests/factories/users";
import { setUpPartnerAuthTestApp } from "#tests/support/apps/partner-auth-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { type TestBrowser, testBrowser } from "#tests/support/browser/rpc-client";
import { DEVICE_COOKIE, deviceCookieFor, trustedDeviceOf } from "./device-cookie";
import { ACCOUNT_FAILURES, DEVICE_FAILURES } from "./sign-in-throttle";

// A per-account limit on wrong passwords that a browser which signed in to the account before is exempt from
// (docs/decisions/0018): strangers on many addresses get a few guesses, the partner's own browser always gets in.
const { testApp, db, browser } = setUpPartnerAuthTestApp();

const RIGHT = "right-pass-1";
const SECRET = "x".repeat(32);

async function newPartner(): Promise<string> {
  return (await createPartnerContact(db(), await createPartner(db()), { password: RIGHT })).email;
}
const signIn = (tab: TestBrowser, email: string, password = RIGHT) =>
  tab.client.partnerAuth.signIn({ email, password });
const deviceCookieIn = (tab: TestBrowser) =>
  tab.setCookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));

let rawAddress = 0;
/** A sign-in sent with exactly this Cookie header, from an address of its own. */
const signInWithCookie = (cookie: string, email: string, password = RIGHT) =>
  testApp().app.request(`${testApp().config.publicUrl}/rpc/partnerAuth/signIn`, {
    method: "POST",
    headers: {
      origin: testApp().config.publicUrl,
      "content-type": "application/json",
      "x-forwarded-for": `198.18.${Math.floor(++rawAddress / 250)}.${rawAddress % 250}`,
      cookie,
    },
    body: JSON.stringify({ json: { email, password } }),
  });

describe("the device cookie", () => {
  it("binds a nonce to one account, and nothing altered or foreign passes", () => {
    const header = deviceCookieFor({ secret: SECRET, email: "Pat@Partner.example", secure: false });
    expect(header).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE.replace(".", "\\.")}=[\\w-]+\\.[\\w-]+; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
    const cookie = header.split(";")[0] as string;
    const nonce = trustedDeviceOf(SECRET, "pat@partner.example", `other=1; ${cookie}`);
    expect(nonce).toBe(cookie.split("=")[1]?.split(".")[0]);
    expect(trustedDeviceOf(SECRET, "someone@else.example", cookie)).toBeUndefined();
    expect(trustedDeviceOf("y".repeat(32), "pat@partner.example", cookie)).toBeUndefined();
    expect(trustedDeviceOf(SECRET, "pat@partner.example", `${cookie}x`)).toBeUndefined();
    expect(
      trustedDeviceOf(SECRET, "pat@partner.example", `${DEVICE_COOKIE}=forged.c2lnbmF0dXJl`),
    ).toBeUndefined();
    expect(trustedDeviceOf(SECRET, "pat@partner.example", null)).toBeUndefined();
    expect(deviceCookieFor({ secret: SECRET, email: "a@b.example", secure: true })).toContain("; Secure");
  });
});

describe("the per-account limit", () => {
  it("refuses strangers past the limit, before the password is checked, and lets the partner's own browser in", async () => {
    const email = await newPartner();
    // The partner signed in on this browser last week: it holds a device cookie for the account.
    const own = testBrowser(testApp(), { clientIp: "198.51.100.77" });
    expect((await signIn(own, email)).user.email).toBe(email);
    expect(deviceCookieIn(own)).toBeDefined();

    const statuses: number[] = [];
    for (let guess = 0; guess < 101; guess++) {
      statuses.push((await refusal(signIn(browser(), email, `wrong-${guess}`))).status);
    }
    expect(statuses.slice(0, ACCOUNT_FAILURES.limit)).toEqual(Array(ACCOUNT_FAILURES.limit).fill(401));
    expect(new Set(statuses.slice(ACCOUNT_FAILURES.limit))).toEqual(new Set([429]));

    // The right password from a fresh browser is refused too while the account is under attack: not checked.
    const stranger = await refusal(signIn(browser(), email));
    expect(stranger.status).toBe(429);
    expect(stranger.message).toMatch(/Please try again in \d+ minutes\./);
    // The partner's own browser signs in at once.
    expect((await signIn(own, email)).user.email).toBe(email);
  });

  it("gives no exemption to a cookie of another account, a forged or altered one, or one past its own failures", async () => {
    const email = await newPartner();
    const other = await newPartner();
    const elsewhere = testBrowser(testApp(), { clientIp: "198.51.100.78" });
    await signIn(elsewhere, other);
    const foreign = deviceCookieIn(elsewhere)?.split(";")[0] as string;

    const own = testBrowser(testApp(), { clientIp: "198.51.100.79" });
    await signIn(own, email);
    const mine = deviceCookieIn(own)?.split(";")[0] as string;
    for (let guess = 0; guess < ACCOUNT_FAILURES.limit; guess++)
      await refusal(signIn(browser(), email, `wrong-${guess}`));

    // Well formed and for this account, but signed with a key that is not the server's.
    const forged = deviceCookieFor({ secret: "y".repeat(32), email, secure: false }).split(";")[0] as string;

    expect((await signInWithCookie(foreign, email)).status).toBe(429);
    expect((await signInWithCookie(forged, email)).status).toBe(429);
    expect((await signInWithCookie(`${mine}A`, email)).status).toBe(429);
    expect((await signInWithCookie(mine, email)).status).toBe(200);

    // A stolen cookie guesses ten times per window at most; then it is a stranger's browser like any other.
    for (let guess = 0; guess < DEVICE_FAILURES.limit; guess++)
      expect((await signInWithCookie(mine, email, `thief-${guess}`)).status).toBe(401);
    expect((await signInWithCookie(mine, email)).status).toBe(429);
  });
});
