import { describe, expect, it } from "vitest";
import { createApplication } from "#tests/factories/applications";
import { completedOn } from "#tests/factories/certificates";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createPartnerContact, createPartnerMember } from "#tests/factories/users";
import { setUpPartnersTestApp } from "#tests/support/apps/partners-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpPartnersTestApp();
const db = () => given.app.testDatabase.database.db;

describe("a partner's details for administrators", () => {
  it("shows its terms, application, deals, payouts, commission and audit history with who made each change", async () => {
    const partner = await createPartner(db(), { status: "pending", commissionRate: "12.00" });
    await createPartnerContact(db(), partner, { password: "partner-pass" });
    const { application } = await createApplication(db(), { partner });
    const won = await createDeal(db(), { partner, status: "closed_won", companyName: "Initrode" });
    await createPayout(db(), { deal: won, commissionAmount: "120.00", status: "paid", paidAt: new Date() });
    await createPayout(db(), { partner, commissionAmount: "30.00" });
    await given.asAdmin.client.partners.setStatus({ id: partner.id, status: "active" });

    const detail = await given.asAdmin.client.partners.get({ id: partner.id });
    expect(detail.partner).toMatchObject({
      id: partner.id,
      status: "active",
      commissionRate: "12.00",
      hasPassword: true,
      commissionEarned: "150.00",
      paidCommission: "120.00",
      pendingCommission: "30.00",
      dealCount: 2,
    });
    expect(detail.partner.approvedBy?.id).toBe(given.adminId);
    expect(detail.application?.id).toBe(application.id);
    expect(detail.recentDeals.map((deal) => deal.companyName)).toContain("Initrode");
    expect(detail.recentPayouts).toHaveLength(2);
    expect(detail.auditEntries[0]).toMatchObject({
      action: "partner_status_changed",
      actor: { id: given.adminId },
      details: { from: "pending", to: "active" },
    });
  });

  it("lists its members in the order they joined, with the courses each completed", async () => {
    const partner = await createPartner(db(), { contactName: "Cora Contact" });
    const contact = await createPartnerContact(db(), partner);
    const rep = await createPartnerMember(db(), partner, { name: "Remy Rep" });
    const { course: first } = await createCourse(db(), {
      title: "Selling the Platform",
      audience: "partners",
    });
    const { course: second } = await createCourse(db(), {
      title: "Advanced Integrations",
      audience: "partners",
    });
    const { course: started } = await createCourse(db(), { title: "Still Learning", audience: "partners" });
    await createEnrollment(db(), rep.id, first.id, completedOn(new Date("2026-05-01T10:00:00Z")));
    await createEnrollment(db(), rep.id, second.id, completedOn(new Date("2026-06-01T10:00:00Z")));
    await createEnrollment(db(), rep.id, started.id, { status: "in_progress", progressPercentage: 50 });
    // Another partner's member is no member of this one.
    await createPartnerMember(db(), await createPartner(db()));

    const detail = await given.asAdmin.client.partners.get({ id: partner.id });
    expect(detail.memberCount).toBe(2);
    const [listed] = (await given.asAdmin.client.partners.list({ search: partner.companyName })).items;
    expect(listed?.memberCount).toBe(2);
    expect(detail.members).toEqual([
      {
        userId: contact.id,
        name: "Cora Contact",
        email: contact.email,
        role: "partner_admin",
        isContact: true,
        joinedAt: expect.any(Date),
        lastSignedInAt: null,
        certifications: [],
      },
      {
        userId: rep.id,
        name: "Remy Rep",
        email: rep.email,
        role: "sales_rep",
        isContact: false,
        joinedAt: expect.any(Date),
        lastSignedInAt: null,
        certifications: ["Selling the Platform", "Advanced Integrations"],
      },
    ]);
  });

  it("answers 404 for a partner that does not exist", async () => {
    const refused = await refusal(
      given.asAdmin.client.partners.get({ id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(refused.status).toBe(404);
  });
});
