import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, partnerMembers, verification } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createUser } from "#tests/factories/users";
import { PASSWORD, setUpPartnerAuthTestApp } from "#tests/support/apps/partner-auth-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { whileOutboxFails } from "#tests/support/database/outbox-failure";

const { db, browser, partnerWithContact } = setUpPartnerAuthTestApp();

async function latestMailTo(email: string) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(1);
  return mail;
}

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

  it("mails a sales rep of an active partner by their own name, and no one who is not a member", async () => {
    const { partner } = await partnerWithContact({ companyName: "Rep Co" });
    const rep = await createUser(db(), { roles: ["partner"], name: "Riley Rep" });
    await db().insert(partnerMembers).values({ userId: rep.id, partnerId: partner.id, role: "sales_rep" });
    const outsider = await createUser(db(), { roles: ["partner"] });
    for (const email of [rep.email, outsider.email])
      expect(await browser().client.partnerAuth.requestSetupEmail({ email })).toEqual({ sent: true });
    const mail = await latestMailTo(rep.email);
    expect(mail?.text).toContain("Hello Riley Rep,");
    expect(mail?.text).toContain("Rep Co");
    expect(await latestMailTo(outsider.email)).toBeUndefined();
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
