import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionPayouts, partnerAuditLogs, partnerDeals, partners } from "#server/db/schema/index";
import type { ReviewDealStatus } from "#shared/deal-transitions";
import { createDeal } from "#tests/factories/deals";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

const dealOfA = (overrides: Parameters<typeof createDeal>[1] = {}) =>
  createDeal(db(), { partner: given.partnerA, dealValue: "48000.00", ...overrides });
const move = (id: string, status: ReviewDealStatus, overrideProtection?: boolean) =>
  given.asAdmin.client.deals.changeStatus({ id, status, overrideProtection });
const payoutsOf = (dealId: string) =>
  db().select().from(commissionPayouts).where(eq(commissionPayouts.dealId, dealId));

describe("changing a deal's status", () => {
  it("approves or marks in review a submitted deal, stamping reviewed_at, and audits the change", async () => {
    const deal = await dealOfA();
    const { deal: approved } = await move(deal.id, "approved");
    expect(approved.status).toBe("approved");
    expect(approved.reviewedAt).toBeInstanceOf(Date);
    const inReview = await move((await dealOfA()).id, "in_review");
    expect(inReview.deal.status).toBe("in_review");
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(sql`${partnerAuditLogs.details}->>'deal_id' = ${deal.id}`);
    expect(entry).toMatchObject({
      action: "deal_status_changed",
      details: { from: "submitted", to: "approved" },
    });
  });

  it.each([
    ["submitted", "closed_won", "A deal that is submitted cannot be marked closed won."],
    ["returned", "approved", "A deal that is returned cannot be marked approved."],
    ["withdrawn", "in_review", "This deal is withdrawn and can no longer change."],
    ["expired", "closed_won", "This deal is expired and can no longer change."],
    ["in_review", "closed_won", "A deal that is in review cannot be marked closed won."],
    ["approved", "in_review", "A deal that is approved cannot be marked in review."],
    ["closed_won", "closed_lost", "This deal is closed won and can no longer change."],
    ["closed_lost", "approved", "This deal is closed lost and can no longer change."],
  ] as const)("refuses %s -> %s with 409 naming both states", async (from, to, message) => {
    const deal = await dealOfA({ status: from });
    const refused = await refusal(move(deal.id, to));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(message);
    const [row] = await db().select().from(partnerDeals).where(eq(partnerDeals.id, deal.id));
    expect(row?.status).toBe(from);
  });

  it.each(["submitted", "withdrawn", "expired"])(
    "refuses to move a deal to %s with 400: those are the partner's and the clock's",
    async (status) => {
      const deal = await dealOfA();
      const refused = await refusal(
        given.asAdmin.client.deals.changeStatus({ id: deal.id, status: status as ReviewDealStatus }),
      );
      expect(refused.status).toBe(400);
      expect((await db().select().from(partnerDeals).where(eq(partnerDeals.id, deal.id)))[0]?.status).toBe(
        "submitted",
      );
    },
  );

  it("closing a deal won creates one payout at the partner's rate, rounded to cents, kept when the rate changes", async () => {
    const deal = await dealOfA({ status: "approved", dealValue: "1234.57" });
    const result = await move(deal.id, "closed_won");
    // 1234.57 x 12.5% = 154.32125, rounded half-up to 154.32.
    expect(result.commissionAmount).toBe("154.32");
    await db().update(partners).set({ commissionRate: "20" }).where(eq(partners.id, given.partnerA.id));
    const [payout] = await payoutsOf(deal.id);
    expect(payout).toMatchObject({ commissionRate: "12.50", commissionAmount: "154.32", status: "pending" });
    await db().update(partners).set({ commissionRate: "12.50" }).where(eq(partners.id, given.partnerA.id));
  });

  it("rounds half a cent up", async () => {
    const deal = await dealOfA({ status: "approved", dealValue: "100.20" });
    // 100.20 x 12.5% = 12.525.
    expect((await move(deal.id, "closed_won")).commissionAmount).toBe("12.53");
  });

  it("creates exactly one payout when 20 requests close the same deal won at once", async () => {
    const deal = await dealOfA({ status: "approved" });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => move(deal.id, "closed_won")));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await payoutsOf(deal.id)).toHaveLength(1);
    const created = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.action} = 'payout_created' and ${partnerAuditLogs.details}->>'deal_id' = ${deal.id}`,
      );
    expect(created).toHaveLength(1);
  });

  it("needs the override to approve over another partner's protected deal for the same customer, and audits it", async () => {
    const protectedDeal = await createDeal(db(), {
      partner: given.partnerB,
      companyName: "Initrode LLC",
      customerKey: "initrode",
      status: "approved",
      approvedAt: new Date(),
    });
    const deal = await dealOfA({ companyName: "INITRODE, Inc.", customerKey: "initrode" });
    const refused = await refusal(move(deal.id, "approved"));
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ reason: "protected_customer" });
    await move(deal.id, "approved", true);
    const [entry] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.details}->>'deal_id' = ${deal.id} and ${partnerAuditLogs.action} = 'deal_status_changed'`,
      );
    expect(entry?.details).toMatchObject({ overrode_protection_of_deal: protectedDeal.id });
  });

  it("lets an approval through once the other deal's 90 days of protection have passed", async () => {
    await createDeal(db(), {
      partner: given.partnerB,
      customerKey: "umbrella",
      status: "approved",
      approvedAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000),
    });
    const deal = await dealOfA({ companyName: "Umbrella Corp", customerKey: "umbrella" });
    expect((await move(deal.id, "approved")).deal.status).toBe("approved");
  });

  it("answers 404 for an unknown deal, 403 to partners and plain staff, 401 to visitors", async () => {
    const deal = await dealOfA();
    expect((await refusal(move("00000000-0000-4000-8000-000000000000", "approved"))).status).toBe(404);
    for (const browser of [given.asPartnerA, given.asPartnerB, given.asUser]) {
      expect(
        (await refusal(browser.client.deals.changeStatus({ id: deal.id, status: "approved" }))).status,
      ).toBe(403);
    }
    const anonymous = testBrowser(given.app).client;
    expect((await refusal(anonymous.deals.changeStatus({ id: deal.id, status: "approved" }))).status).toBe(
      401,
    );
  });
});
