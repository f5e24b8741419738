import { describe, expect, it } from "vitest";
import { courses, enrollments } from "#server/db/schema/index";
import { noDealsByStatus } from "#shared/deal-transitions";
import type { DealStatus } from "#shared/enums";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createPartnerContact, createPartnerMember } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

async function partnerWithContact() {
  const partner = await createPartner(db());
  const contact = await createPartnerContact(db(), partner);
  return { partner, contact, as: await signedInAs(given.app, contact) };
}

async function enrol(userId: string, status: "enrolled" | "in_progress" | "completed") {
  const [course] = await db()
    .insert(courses)
    .values({ title: `Course for ${status}` })
    .returning();
  await db()
    .insert(enrollments)
    .values({
      userId,
      courseId: course?.id as string,
      status,
      completedAt: status === "completed" ? new Date() : null,
    });
}

describe("a partner's deal statistics", () => {
  it("counts its own deals by status, sums its payouts exactly and counts its contact's completed courses", async () => {
    const mine = await partnerWithContact();
    const other = await partnerWithContact();
    const statuses: DealStatus[] = ["submitted", "submitted", "in_review", "approved", "closed_lost"];
    for (const status of statuses) await createDeal(db(), { partner: mine.partner, status });
    await createPayout(db(), { partner: mine.partner, commissionAmount: "0.10" });
    await createPayout(db(), { partner: mine.partner, commissionAmount: "0.20" });
    await createPayout(db(), {
      partner: mine.partner,
      commissionAmount: "1234.56",
      status: "paid",
      paidAt: new Date(),
    });
    await createDeal(db(), { partner: other.partner, status: "submitted" });
    await createPayout(db(), { partner: other.partner, commissionAmount: "999.00" });
    await enrol(mine.contact.id, "completed");
    await enrol(mine.contact.id, "completed");
    await enrol(mine.contact.id, "in_progress");
    await enrol(other.contact.id, "completed");

    expect(await mine.as.client.deals.stats()).toEqual({
      // The three payouts' closed-won deals count too.
      totalDeals: 8,
      byStatus: {
        ...noDealsByStatus(),
        submitted: 2,
        in_review: 1,
        approved: 1,
        closed_won: 3,
        closed_lost: 1,
      },
      commission: { total: "1234.86", paid: "1234.56", pending: "0.30" },
      coursesCompleted: 2,
    });
  });

  it("counts every member's completed courses for a partner admin, and a sales rep's own for the rep", async () => {
    const team = await partnerWithContact();
    const rep = await createPartnerMember(db(), team.partner);
    const leaver = await createPartnerMember(db(), team.partner);
    await enrol(team.contact.id, "completed");
    await enrol(rep.id, "completed");
    await enrol(rep.id, "completed");
    await enrol(rep.id, "enrolled");
    await enrol(leaver.id, "completed");
    await enrol((await createPartnerMember(db(), await createPartner(db()))).id, "completed");
    expect((await team.as.client.deals.stats()).coursesCompleted).toBe(4);
    const asRep = await signedInAs(given.app, rep);
    expect((await asRep.client.deals.stats()).coursesCompleted).toBe(2);
    // A member who left no longer counts for the partner.
    await team.as.client.team.remove({ userId: leaver.id });
    expect((await team.as.client.deals.stats()).coursesCompleted).toBe(3);
  });

  it("is all zeros for a new partner", async () => {
    const fresh = await partnerWithContact();
    expect(await fresh.as.client.deals.stats()).toEqual({
      totalDeals: 0,
      byStatus: { ...noDealsByStatus() },
      commission: { total: "0.00", paid: "0.00", pending: "0.00" },
      coursesCompleted: 0,
    });
  });

  it("is for partners only: 403 to administrators and staff, 401 to visitors", async () => {
    expect((await refusal(given.asAdmin.client.deals.stats())).status).toBe(403);
    expect((await refusal(given.asUser.client.deals.stats())).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.deals.stats())).status).toBe(401);
  });
});
