import { ORPCError } from "@orpc/client";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#server/auth/password";
import { account, emailOutbox, partnerAuditLogs, partners } from "#server/db/schema/index";
import { PASSWORD_REFUSALS } from "#shared/contracts/auth";
import { WRONG_CURRENT_PASSWORD } from "#shared/contracts/profile";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { CURRENT_PASSWORD_TRIES } from "./change-password";

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.dispose();
});

const statusOf = (error: unknown) => (error as ORPCError<string, unknown>).status;

describe("me.preferences", () => {
  it("starts at the defaults and is saved per person, read back from another browser", async () => {
    const one = await createUser(db());
    const other = await createUser(db());
    const laptop = await signedInAs(testApp, one);
    expect(await laptop.client.me.preferences()).toEqual({
      theme: "system",
      timeZone: null,
      dateLocale: null,
    });
    await laptop.client.me.savePreferences({ theme: "dark", timeZone: "Asia/Tokyo", dateLocale: "de-DE" });
    const phone = await signedInAs(testApp, one);
    expect(await phone.client.me.preferences()).toEqual({
      theme: "dark",
      timeZone: "Asia/Tokyo",
      dateLocale: "de-DE",
    });
    expect(await (await signedInAs(testApp, other)).client.me.preferences()).toMatchObject({
      theme: "system",
    });
    await phone.client.me.savePreferences({ theme: "light", timeZone: "", dateLocale: "" });
    expect(await laptop.client.me.preferences()).toEqual({
      theme: "light",
      timeZone: null,
      dateLocale: null,
    });
  });

  it("refuses an unknown time zone", async () => {
    const tab = await signedInAs(testApp, await createUser(db()));
    const error = await tab.client.me
      .savePreferences({ theme: "dark", timeZone: "Mars/Olympus", dateLocale: "" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ORPCError);
    expect(statusOf(error)).toBe(400);
  });
});

describe("me.profileSettings", () => {
  it("saves a staff member's own name and job title and shows the work account they sign in with", async () => {
    const staff = await createUser(db(), { name: "Sam Staff", jobTitle: "Analyst" });
    await db()
      .insert(account)
      .values({
        id: `work-${staff.id}`,
        accountId: "sub-123",
        providerId: "work-account",
        userId: staff.id,
      });
    const tab = await signedInAs(testApp, staff);
    expect(await tab.client.me.profileSettings()).toMatchObject({
      email: staff.email,
      fullName: "Sam Staff",
      jobTitle: "Analyst",
      isPartner: false,
      contactPhone: null,
      signInAccount: { provider: "work-account", accountId: "sub-123" },
    });
    await tab.client.me.updateProfileSettings({ fullName: "Samantha Staff", jobTitle: "Lead Analyst" });
    const again = await (await signedInAs(testApp, staff)).client.me.profileSettings();
    expect(again).toMatchObject({ fullName: "Samantha Staff", jobTitle: "Lead Analyst" });
    expect((await tab.client.me.session()).user?.name).toBe("Samantha Staff");
  });

  it("a partner's contact also changes the partner's contact name and phone, which the audit trail records", async () => {
    const partner = await createPartner(db(), { contactPhone: "+1 555 0100" });
    const contact = await createPartnerContact(db(), partner, { password: "partner-pass-1" });
    const tab = await signedInAs(testApp, contact);
    expect(await tab.client.me.profileSettings()).toMatchObject({
      isPartner: true,
      contactPhone: "+1 555 0100",
      signInAccount: null,
    });
    await tab.client.me.updateProfileSettings({
      fullName: "Pat Partner",
      jobTitle: "Owner",
      contactPhone: "+1 555 0199",
    });
    const [row] = await db().select().from(partners).where(eq(partners.id, partner.id));
    expect(row).toMatchObject({ contactName: "Pat Partner", contactPhone: "+1 555 0199" });
    const entries = await db()
      .select()
      .from(partnerAuditLogs)
      .where(and(eq(partnerAuditLogs.partnerId, partner.id), eq(partnerAuditLogs.action, "partner_updated")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({
      changes: {
        contact_name: { from: partner.contactName, to: "Pat Partner" },
        contact_phone: { from: "+1 555 0100", to: "+1 555 0199" },
      },
    });
  });
});

describe("me.changePassword", () => {
  async function partnerWithTwoSessions() {
    const partner = await createPartner(db());
    const contact = await createPartnerContact(db(), partner, { password: "old-password" });
    return {
      partner,
      contact,
      here: await signedInAs(testApp, contact),
      elsewhere: await signedInAs(testApp, contact),
    };
  }

  it("needs the current password and changes nothing without it", async () => {
    const { contact, here, elsewhere } = await partnerWithTwoSessions();
    const error = await here.client.me
      .changePassword({ currentPassword: "wrong", password: "new-password", confirmPassword: "new-password" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ORPCError);
    expect((error as Error).message).toBe(WRONG_CURRENT_PASSWORD);
    expect((await elsewhere.client.me.session()).user?.id).toBe(contact.id);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, contact.email));
    expect(mails).toHaveLength(0);
  });

  it("refuses a common password, or one with the e-mail name or the company in it, saying why and changing nothing", async () => {
    const { partner, contact, here, elsewhere } = await partnerWithTwoSessions();
    const company = partner.companyName.split(/\s+/).find((word) => word.length >= 4) ?? partner.companyName;
    for (const [password, why] of [
      ["password1", PASSWORD_REFUSALS.common],
      [`my-${contact.email.split("@")[0]}-key`, PASSWORD_REFUSALS.emailName],
      [`${company}!2026`, PASSWORD_REFUSALS.company],
    ] as const) {
      const error = await here.client.me
        .changePassword({ currentPassword: "old-password", password, confirmPassword: password })
        .catch((caught: unknown) => caught);
      expect(statusOf(error), password).toBe(400);
      expect((error as ORPCError<string, unknown>).message).toBe(why);
      expect((error as ORPCError<string, unknown>).data).toMatchObject({ field: "password" });
    }
    const [credential] = await db()
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, contact.id), eq(account.providerId, "credential")));
    expect(await verifyPassword(credential?.password ?? "", "old-password")).toBe(true);
    expect((await elsewhere.client.me.session()).user?.id).toBe(contact.id);
  });

  it("stores the new password, ends the other sessions only, writes an audit entry and queues a mail", async () => {
    const { partner, contact, here, elsewhere } = await partnerWithTwoSessions();
    const result = await here.client.me.changePassword({
      currentPassword: "old-password",
      password: "new-password",
      confirmPassword: "new-password",
    });
    expect(result).toEqual({ otherSessionsEnded: 1 });
    expect((await here.client.me.session()).user?.id).toBe(contact.id);
    expect(await elsewhere.client.me.session()).toEqual({ user: null });
    const [credential] = await db()
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, contact.id), eq(account.providerId, "credential")));
    expect(await verifyPassword(credential?.password ?? "", "new-password")).toBe(true);
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        and(eq(partnerAuditLogs.partnerId, partner.id), eq(partnerAuditLogs.action, "password_changed")),
      );
    expect(entry).toMatchObject({
      actorUserId: contact.id,
      subjectType: "user",
      subjectId: contact.id,
      details: { email: contact.email, other_sessions_ended: 1 },
    });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, contact.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: "partner-password-changed",
      subject: "Your partner portal password was changed",
    });
    expect(mails[0]?.text).toContain("other sessions were signed out");
  });

  it("refuses further tries after 5 wrong current passwords, even the right one", async () => {
    const { here } = await partnerWithTwoSessions();
    const attempt = (currentPassword: string) =>
      here.client.me
        .changePassword({ currentPassword, password: "new-password", confirmPassword: "new-password" })
        .catch((caught: unknown) => caught);
    for (let n = 0; n < CURRENT_PASSWORD_TRIES.limit; n += 1)
      expect(statusOf(await attempt("wrong"))).toBe(400);
    expect(statusOf(await attempt("old-password"))).toBe(429);
  });

  it("is for partners' contacts only: staff sign in with single sign-on", async () => {
    const tab = await signedInAs(testApp, await createUser(db()));
    const error = await tab.client.me
      .changePassword({ currentPassword: "x", password: "new-password", confirmPassword: "new-password" })
      .catch((caught: unknown) => caught);
    expect(statusOf(error)).toBe(403);
  });
});
