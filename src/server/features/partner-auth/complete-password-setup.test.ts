import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPasswordSetupToken } from "#server/auth/password-setup-tokens";
import { account, partnerMembers, session, verification } from "#server/db/schema/index";
import {
  PARTNER_SIGN_IN_REFUSALS,
  PASSWORD_REFUSALS,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from "#shared/contracts/auth";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { PASSWORD, sessionCookies, setUpPartnerAuthTestApp } from "#tests/support/apps/partner-auth-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

const { testApp, db, browser, nextAddress, partnerWithContact, post } = setUpPartnerAuthTestApp();

describe("setting the password from the link", () => {
  const tokenFor = (contact: { id: string }) => createPasswordSetupToken(db(), contact.id);

  it("treats a missing, unknown or expired link as invalid", async () => {
    const tab = browser();
    expect(await tab.client.partnerAuth.checkSetupToken({ token: "no-such-token" })).toEqual({
      valid: false,
    });
    const expired = await tokenFor((await partnerWithContact()).contact);
    await db()
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

  it("refuses a common password, or one with the e-mail name or company in it, and keeps the link", async () => {
    const { partner, contact } = await partnerWithContact();
    const token = await tokenFor(contact);
    const company = partner.companyName.split(/\s+/).find((word) => word.length >= 4) ?? partner.companyName;
    for (const [password, why] of [
      ["qwerty123", PASSWORD_REFUSALS.common],
      [`${contact.email.split("@")[0]}-2026`, PASSWORD_REFUSALS.emailName],
      [`the-${company}-team`, PASSWORD_REFUSALS.company],
    ] as const) {
      const error = await refusal(
        browser().client.partnerAuth.completeSetup({ token, password, confirmPassword: password }),
      );
      expect(error.status, password).toBe(400);
      expect(error.message).toBe(why);
      expect(error.data).toMatchObject({ reason: "password_refused", field: "password" });
    }
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

  it("sets a sales rep's password, and refuses the link once they are no longer a member", async () => {
    const { partner } = await partnerWithContact();
    const rep = await createUser(db(), { roles: ["partner"] });
    await db().insert(partnerMembers).values({ userId: rep.id, partnerId: partner.id, role: "sales_rep" });
    const tab = browser();
    await tab.client.partnerAuth.completeSetup({
      token: await tokenFor(rep),
      password: "rep-secret-7",
      confirmPassword: "rep-secret-7",
    });
    expect(await tab.client.partners.mine()).toMatchObject({ id: partner.id });

    const laterLink = await tokenFor(rep);
    await db().delete(partnerMembers).where(eq(partnerMembers.userId, rep.id));
    const error = await refusal(
      browser().client.partnerAuth.completeSetup({
        token: laterLink,
        password: "rep-secret-8",
        confirmPassword: "rep-secret-8",
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
    const otherSession = await signedInAs(testApp(), contact, { clientIp: nextAddress() });
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
