import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  partnerAuditLogs,
  partnerMembers,
  partners,
  session,
  user,
  userRoles,
  webhookDeliveries,
} from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { createWebhookEndpoint } from "#tests/factories/webhooks";
import { setUpPartnersTestApp } from "#tests/support/apps/partners-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpPartnersTestApp();
const db = () => given.app.testDatabase.database.db;

const welcomeMails = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "send-partner-welcome-email")));

const partnerRow = async (id: string) =>
  (await db().select().from(partners).where(eq(partners.id, id)))[0] as typeof partners.$inferSelect;

describe("setting a partner's status", () => {
  it("records approver and time when set active, and audits every change with old and new status", async () => {
    const partner = await createPartner(db(), { status: "suspended" });
    await createPartnerContact(db(), partner, { password: "partner-pass" });
    const before = Date.now();
    const { partner: changed } = await given.asAdmin.client.partners.setStatus({
      id: partner.id,
      status: "active",
    });
    expect(changed.status).toBe("active");
    const row = await partnerRow(partner.id);
    expect(row.approvedBy).toBe(given.adminId);
    expect(row.approvedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.partnerId, partner.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "partner_status_changed",
      actorUserId: given.adminId,
      details: { from: "suspended", to: "active" },
    });
  });

  it("moves freely among the four statuses, and setting the current one changes nothing", async () => {
    const partner = await createPartner(db(), { status: "pending" });
    for (const status of ["suspended", "rejected", "pending", "active", "rejected"] as const) {
      await given.asAdmin.client.partners.setStatus({ id: partner.id, status });
      expect((await partnerRow(partner.id)).status).toBe(status);
    }
    // Rejected, like a rejected application, has no approver.
    expect(await partnerRow(partner.id)).toMatchObject({ approvedBy: null, approvedAt: null });
    await given.asAdmin.client.partners.setStatus({ id: partner.id, status: "rejected" });
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.partnerId, partner.id));
    expect(audit).toHaveLength(5);
  });

  it.each([
    ["suspended", "partner_suspended"],
    ["rejected", "partner_rejected"],
  ] as const)(
    "set %s, ends every member's sessions at once and tells their browsers why",
    async (status, reason) => {
      const partner = await createPartner(db());
      const contact = await createPartnerContact(db(), partner, { password: "partner-pass" });
      const rep = await createUser(db(), { roles: ["partner"] });
      await db().insert(partnerMembers).values({ userId: rep.id, partnerId: partner.id, role: "sales_rep" });
      const asPartner = await signedInAs(given.app, contact);
      const otherTab = await signedInAs(given.app, contact);
      const asRep = await signedInAs(given.app, rep);
      expect((await asPartner.client.partners.mine()).id).toBe(partner.id);
      expect((await asRep.client.partners.mine()).id).toBe(partner.id);

      await given.asAdmin.client.partners.setStatus({ id: partner.id, status });

      for (const member of [contact, rep])
        expect(await db().select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);
      for (const browser of [asPartner, otherTab, asRep]) {
        expect((await refusal(browser.client.partners.mine())).status).toBe(401);
        expect(await browser.client.me.session()).toEqual({ user: null, endedBecause: reason });
      }
      // A browser that never held one of those sessions is told nothing.
      expect(await testBrowser(given.app).client.me.session()).toEqual({ user: null });
    },
  );

  it("sends a re-activated contact without a password the welcome mail with a fresh setup link", async () => {
    const partner = await createPartner(db(), { status: "suspended" });
    await createPartnerContact(db(), partner);
    const result = await given.asAdmin.client.partners.setStatus({ id: partner.id, status: "active" });
    expect(result.welcomeEmail).toEqual({ status: "no_mail_server" });
    const mails = await welcomeMails(partner.contactEmail.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("/setup-password?token=");
  });

  it("sends no mail to a re-activated contact that has a password", async () => {
    const partner = await createPartner(db(), { status: "suspended" });
    await createPartnerContact(db(), partner, { password: "partner-pass" });
    const result = await given.asAdmin.client.partners.setStatus({ id: partner.id, status: "active" });
    expect(result.welcomeEmail).toBeUndefined();
    expect(await welcomeMails(partner.contactEmail.toLowerCase())).toHaveLength(0);
  });

  it("gives a partner activated without an application review its contact's partner account", async () => {
    const partner = await createPartner(db(), { status: "pending" });
    await given.asAdmin.client.partners.setStatus({ id: partner.id, status: "active" });
    const email = partner.contactEmail.toLowerCase();
    const [contact] = await db().select().from(user).where(eq(user.email, email));
    expect(contact).toBeDefined();
    const roles = await db()
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, contact?.id as string));
    expect(roles).toEqual([{ role: "partner" }]);
    expect(await welcomeMails(email)).toHaveLength(1);
  });

  it("activates exactly once when two administrators race: one welcome mail, one audit entry", async () => {
    const partner = await createPartner(db(), { status: "pending" });
    await Promise.all([
      given.asAdmin.client.partners.setStatus({ id: partner.id, status: "active" }),
      given.asPartnerManager.client.partners.setStatus({ id: partner.id, status: "active" }),
    ]);
    expect(await welcomeMails(partner.contactEmail.toLowerCase())).toHaveLength(1);
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.partnerId, partner.id));
    expect(audit).toHaveLength(1);
  });

  it("refuses to revive a rejected partner whose e-mail another live partner now holds, changing nothing", async () => {
    const rejected = await createPartner(db(), { status: "rejected", contactEmail: "twice@tern.example" });
    await createPartner(db(), { contactEmail: "twice@tern.example" });
    const refused = await refusal(
      given.asAdmin.client.partners.setStatus({ id: rejected.id, status: "active" }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toContain("Another partner already uses this contact email");
    expect((await partnerRow(rejected.id)).status).toBe("rejected");
    expect(
      await db().select().from(partnerAuditLogs).where(eq(partnerAuditLogs.partnerId, rejected.id)),
    ).toHaveLength(0);
  });

  it("takes an id sent in upper case as the same id: audit subject, its filter and the webhook carry it in lower case", async () => {
    const partner = await createPartner(db(), { status: "pending" });
    const endpoint = await createWebhookEndpoint(db(), { events: ["partner.status_changed"] });
    const shouted = partner.id.toUpperCase();
    const response = await given.app.app.request(
      `${given.app.config.publicUrl}/api/v1/partners/${shouted}/status`,
      {
        method: "POST",
        headers: {
          cookie: given.asAdmin.cookieHeader(),
          origin: new URL(given.app.config.publicUrl).origin,
          "content-type": "application/json",
        },
        body: JSON.stringify({ status: "rejected" }),
      },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { partner: { id: string } }).partner.id).toBe(partner.id);
    for (const subjectId of [shouted, partner.id]) {
      const { items } = await given.asAdmin.client.auditLog.list({ subjectType: "partner", subjectId });
      expect(items.map((entry) => entry.subject?.id)).toEqual([partner.id]);
    }
    const [delivery] = await db()
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(JSON.parse(delivery?.body ?? "{}")).toMatchObject({ data: { partner: { id: partner.id } } });
    expect(delivery?.body).not.toContain(shouted);
  });

  it("answers 404 for a partner that does not exist and 400 for a status that does not", async () => {
    const missing = await refusal(
      given.asAdmin.client.partners.setStatus({
        id: "00000000-0000-4000-8000-000000000000",
        status: "active",
      }),
    );
    expect(missing.status).toBe(404);
    const partner = await createPartner(db());
    const bad = await refusal(
      given.asAdmin.client.partners.setStatus({ id: partner.id, status: "archived" as never }),
    );
    expect(bad.status).toBe(400);
  });

  it("refuses partners (even on their own row) and staff without manage_partners with 403, visitors with 401", async () => {
    const partner = await createPartner(db());
    const asPartner = await signedInAs(given.app, await createPartnerContact(db(), partner));
    const input = { id: partner.id, status: "suspended" as const };
    expect((await refusal(asPartner.client.partners.setStatus(input))).status).toBe(403);
    expect((await refusal(given.asUser.client.partners.setStatus(input))).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.partners.setStatus(input))).status).toBe(401);
    expect((await partnerRow(partner.id)).status).toBe("active");
  });
});
