import { ORPCError } from "@orpc/client";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPartner, type PartnerOverrides } from "../../../../tests/factories/partners";
import { createAdmin, createPartnerContact } from "../../../../tests/factories/users";
import { whileOutboxFails } from "../../../../tests/support/outbox-failure";
import { signedInAs, type TestBrowser, testBrowser } from "../../../../tests/support/rpc-client";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import {
  PARTNER_SIGN_IN_REFUSALS,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from "../../../shared/contracts/auth";
import { createPasswordSetupToken } from "../../auth/password-setup-tokens";
import { account, emailOutbox, session, verification } from "../../db/schema";
import { INVALID_CREDENTIALS } from "./sign-in-partner";

let testApp: TestApp;
let nextIp = 1;
/** Each test signs in from its own address, so the per-address limit only bites where a test wants it to. */
const nextAddress = () => `203.0.113.${nextIp++}`;
const browser = () => testBrowser(testApp, { clientIp: nextAddress() });
const db = () => testApp.testDatabase.database.db;

/** The password of every partner contact this file makes. */
const PASSWORD = "partner-demo";

/** A partner of its own for one test (active unless overridden) whose contact signs in with PASSWORD. */
async function partnerWithContact(overrides: PartnerOverrides = {}) {
  const partner = await createPartner(db(), overrides);
  const contact = await createPartnerContact(db(), partner, { password: PASSWORD });
  return { partner, contact };
}

/** A raw POST as the portal's own page sends it, from its own address. */
const post = (path: string, body: unknown) =>
  testApp.app.request(`${testApp.config.publicUrl}${path}`, {
    method: "POST",
    headers: {
      origin: testApp.config.publicUrl,
      "content-type": "application/json",
      "x-forwarded-for": nextAddress(),
    },
    body: JSON.stringify(body),
  });
const sessionCookies = (response: Response) =>
  response.headers.getSetCookie().filter((header) => header.startsWith("portal.session_token="));

async function refusal(promise: Promise<unknown>): Promise<ORPCError<string, Record<string, unknown>>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ORPCError) return error;
    throw error;
  }
  throw new Error("expected the call to be refused");
}

async function latestMailTo(email: string) {
  const [mail] = await testApp.testDatabase.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(1);
  return mail;
}

beforeAll(async () => {
  // Trust X-Forwarded-For so each test can present its own client address.
  testApp = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await testApp.dispose();
});

describe("partner sign-in", () => {
  it("signs an active partner in and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const { partner, contact } = await partnerWithContact({ tier: "gold", commissionRate: "15.00" });
    const tab = browser();
    const result = await tab.client.partnerAuth.signIn({
      email: `${contact.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(result.user.email).toBe(contact.email);
    const cookie = tab.setCookies.find((header) => header.startsWith("portal.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const mine = await tab.client.partners.mine();
    expect(mine).toMatchObject({ companyName: partner.companyName, tier: "gold", commissionRate: 15 });
  });

  it.each([
    // A pending applicant has no account yet.
    [
      "a pending partner's contact",
      "pending",
      async (): Promise<string> => (await createPartner(db(), { status: "pending" })).contactEmail,
    ],
    [
      "a rejected partner's contact",
      "rejected",
      async (): Promise<string> =>
        (await createPartnerContact(db(), await createPartner(db(), { status: "rejected" }))).email,
    ],
    [
      "a suspended partner's contact",
      "suspended",
      async (): Promise<string> => (await partnerWithContact({ status: "suspended" })).contact.email,
    ],
    ["an unknown e-mail", "not_found", async (): Promise<string> => "nobody@nowhere.example"],
    ["a staff member", "not_found", async (): Promise<string> => (await createAdmin(db())).email],
  ] as const)("refuses %s before checking the password (%s)", async (_who, reason, emailToTry) => {
    const email = await emailToTry();
    const error = await refusal(browser().client.partnerAuth.signIn({ email, password: PASSWORD }));
    expect(error.status).toBe(403);
    expect(error.message).toBe(PARTNER_SIGN_IN_REFUSALS[reason]);
    expect(error.data).toMatchObject({ reason, title: "Access Denied" });
  });

  it("refuses a wrong password with 401 Sign In Failed", async () => {
    const { contact } = await partnerWithContact();
    const error = await refusal(
      browser().client.partnerAuth.signIn({ email: contact.email, password: "wrong-one" }),
    );
    expect(error.status).toBe(401);
    expect(error.message).toBe(INVALID_CREDENTIALS);
    expect(error.data).toMatchObject({ title: "Sign In Failed" });
  });

  it("names the fields of bad input with 400", async () => {
    const error = await refusal(browser().client.partnerAuth.signIn({ email: "not-an-email", password: "" }));
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.data)).toContain("Please enter a valid email address.");
  });

  it("limits attempts per client address across e-mails", async () => {
    const { contact } = await partnerWithContact();
    const tab = testBrowser(testApp, { clientIp: "198.51.100.7" });
    for (let attempt = 0; attempt < 50; attempt++) {
      await refusal(
        tab.client.partnerAuth.signIn({ email: `nobody-${attempt}@nowhere.example`, password: "x" }),
      );
    }
    const error = await refusal(tab.client.partnerAuth.signIn({ email: contact.email, password: PASSWORD }));
    expect(error.status).toBe(429);
  });
});

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
    const guesser = testBrowser(testApp, { clientIp: "198.51.100.20" });
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
    const office = testBrowser(testApp, { clientIp: "198.51.100.30" });
    // More than the per-address failure limit, and Better Auth's 3 sign-ins per 10 s, were they counted.
    for (let attempt = 0; attempt < 55; attempt++)
      expect((await signIn(office, email)).user.email).toBe(email);
  });
});

describe("password setup e-mail", () => {
  it("mails a one-time link to an active partner's contact", async () => {
    const { contact } = await partnerWithContact({ companyName: "Acme Solutions" });
    const result = await browser().client.partnerAuth.requestSetupEmail({ email: contact.email });
    expect(result).toEqual({ sent: true });
    const mail = await latestMailTo(contact.email);
    expect(mail?.subject).toBe("Set up your partner portal password");
    // The plain-text part has no button to point at: its sentence leads straight into the link.
    expect(mail?.text).toMatch(
      /Set the password for your Acme Solutions partner account by opening this link:\nhttp:\/\/partners\.localhost:3000\/setup-password\?token=[A-Za-z0-9]{32}\n/,
    );
    expect(mail?.text).not.toMatch(/button|link below/i);
    expect(mail?.html).toContain("Acme Solutions");
    expect(mail?.html).toContain("Use the button below");
    expect(mail?.text).not.toContain(PASSWORD);
  });

  it("writes the link together with its mail: a failing mail leaves no link", async () => {
    const { contact } = await partnerWithContact();
    const links = async () =>
      (await db().select().from(verification).where(eq(verification.value, contact.id))).length;
    const before = await links();
    await whileOutboxFails(db(), async () => {
      const error = await refusal(browser().client.partnerAuth.requestSetupEmail({ email: contact.email }));
      expect(error.status).toBe(500);
    });
    expect(await links()).toBe(before);
    await browser().client.partnerAuth.requestSetupEmail({ email: contact.email });
    expect(await links()).toBe(before + 1);
  });

  it("answers the same for everyone else and sends nothing", async () => {
    for (const email of [
      (await createPartner(db(), { status: "pending" })).contactEmail,
      (await partnerWithContact({ status: "suspended" })).contact.email,
      (await createAdmin(db())).email,
      "who@nowhere.example",
    ]) {
      expect(await browser().client.partnerAuth.requestSetupEmail({ email })).toEqual({ sent: true });
      expect(await latestMailTo(email)).toBeUndefined();
    }
  });
});

describe("the session cookie", () => {
  it("is set once by sign-in, on /rpc and on the REST API", async () => {
    const { contact } = await partnerWithContact();
    const credentials = { email: contact.email, password: PASSWORD };
    const rpc = await post("/rpc/partnerAuth/signIn", { json: credentials });
    expect(rpc.status).toBe(200);
    expect(sessionCookies(rpc)).toHaveLength(1);
    expect(rpc.headers.getSetCookie()).toHaveLength(1);
    const rest = await post("/api/v1/partner-auth/sign-in", credentials);
    expect(rest.status).toBe(200);
    expect(sessionCookies(rest)).toHaveLength(1);
    expect(rest.headers.getSetCookie()).toHaveLength(1);
  });
});

describe("setting the password from the link", () => {
  const tokenFor = (contact: { id: string }) => createPasswordSetupToken(db(), contact.id);

  it("treats a missing, unknown or expired link as invalid", async () => {
    const tab = browser();
    expect(await tab.client.partnerAuth.checkSetupToken({ token: "no-such-token" })).toEqual({
      valid: false,
    });
    const expired = await tokenFor((await partnerWithContact()).contact);
    await testApp.testDatabase.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await tab.client.partnerAuth.checkSetupToken({ token: expired })).toEqual({ valid: false });
    const error = await refusal(
      tab.client.partnerAuth.completeSetup({
        token: expired,
        password: "brand-new-1",
        confirmPassword: "brand-new-1",
      }),
    );
    expect(error.status).toBe(400);
    expect(error.data).toMatchObject({ reason: "invalid_link" });
  });

  it("checks length and confirmation on the server too", async () => {
    const token = await tokenFor((await partnerWithContact()).contact);
    const tooShort = await refusal(
      browser().client.partnerAuth.completeSetup({ token, password: "12345", confirmPassword: "12345" }),
    );
    expect(tooShort.status).toBe(400);
    expect(JSON.stringify(tooShort.data)).toContain(PASSWORD_TOO_SHORT);
    const mismatch = await refusal(
      browser().client.partnerAuth.completeSetup({ token, password: "abcdef1", confirmPassword: "abcdef2" }),
    );
    expect(JSON.stringify(mismatch.data)).toContain(PASSWORDS_DO_NOT_MATCH);
    expect(await browser().client.partnerAuth.checkSetupToken({ token })).toEqual({ valid: true });
  });

  it("refuses a link once the partner is no longer active", async () => {
    const token = await tokenFor((await partnerWithContact({ status: "suspended" })).contact);
    const error = await refusal(
      browser().client.partnerAuth.completeSetup({
        token,
        password: "brand-new-9",
        confirmPassword: "brand-new-9",
      }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe(PARTNER_SIGN_IN_REFUSALS.inactive);
  });

  it("refuses the current password as Password Already Set and keeps the link", async () => {
    const token = await tokenFor((await partnerWithContact()).contact);
    const error = await refusal(
      browser().client.partnerAuth.completeSetup({
        token,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    );
    expect(error.status).toBe(409);
    expect(error.data).toMatchObject({ reason: "password_already_set", title: "Password Already Set" });
    expect(await browser().client.partnerAuth.checkSetupToken({ token })).toEqual({ valid: true });
  });

  it("sets a new password, signs in, ends the other sessions, and works only once", async () => {
    const { partner, contact } = await partnerWithContact();
    const otherSession = await signedInAs(testApp, contact, { clientIp: nextAddress() });
    const olderLink = await tokenFor(contact);
    const token = await tokenFor(contact);

    const tab = browser();
    const result = await tab.client.partnerAuth.completeSetup({
      token,
      password: "new-secret-7",
      confirmPassword: "new-secret-7",
    });
    expect(result.user.email).toBe(contact.email);
    expect(await tab.client.partners.mine()).toMatchObject({ companyName: partner.companyName });

    const old = await refusal(otherSession.client.me.profile());
    expect(old.status).toBe(401);
    const sessions = await db().select().from(session).where(eq(session.userId, contact.id));
    expect(sessions).toHaveLength(1);

    const again = await refusal(
      browser().client.partnerAuth.completeSetup({
        token,
        password: "another-8",
        confirmPassword: "another-8",
      }),
    );
    expect(again.data).toMatchObject({ reason: "invalid_link" });
    // The older mail's link went with it.
    expect(await browser().client.partnerAuth.checkSetupToken({ token: olderLink })).toEqual({
      valid: false,
    });
    const signedIn = await browser().client.partnerAuth.signIn({
      email: contact.email,
      password: "new-secret-7",
    });
    expect(signedIn.user.email).toBe(contact.email);
  });

  it("creates the credential for a contact who never had a password", async () => {
    // As right after an approval: the contact's account has no password yet.
    const { id: userId } = await createPartnerContact(db(), await createPartner(db()));
    const before = await db()
      .select()
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    expect(before).toHaveLength(0);
    const token = await createPasswordSetupToken(db(), userId);
    await browser().client.partnerAuth.completeSetup({
      token,
      password: "first-pass-1",
      confirmPassword: "first-pass-1",
    });
    const after = await db()
      .select()
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    expect(after).toHaveLength(1);
    expect(after[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("sets the session cookie once, on /rpc and on the REST API", async () => {
    const userId = (await partnerWithContact()).contact.id;
    const viaRpc = await createPasswordSetupToken(db(), userId);
    const rpc = await post("/rpc/partnerAuth/completeSetup", {
      json: { token: viaRpc, password: "cookie-pass-1", confirmPassword: "cookie-pass-1" },
    });
    expect(rpc.status).toBe(200);
    expect(sessionCookies(rpc)).toHaveLength(1);
    const viaRest = await createPasswordSetupToken(db(), userId);
    const rest = await post("/api/v1/partner-auth/setup-password", {
      token: viaRest,
      password: "cookie-pass-2",
      confirmPassword: "cookie-pass-2",
    });
    expect(rest.status).toBe(200);
    expect(sessionCookies(rest)).toHaveLength(1);
  });
});
