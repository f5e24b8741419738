import { describe, expect, it } from "vitest";
import { noDealsByStatus } from "#shared/deal-transitions";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createPartnerContact } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/** `YYYY-MM` of a time, in UTC as the server groups months. */
const monthOf = (time: Date) => time.toISOString().slice(0, 7);

async function partnerWithContact() {
  const partner = await createPartner(db());
  return { partner, as: await signedInAs(given.app, await createPartnerContact(db(), partner)) };
}

describe("a partner's own performance", () => {
  it("counts its deals of the period by status and month, its win rate, value won and commission", async () => {
    const mine = await partnerWithContact();
    const other = await partnerWithContact();
    const recent = daysAgo(5);
    const deal = (
      status: "submitted" | "closed_won" | "closed_lost",
      submittedAt: Date,
      dealValue = "100.00",
    ) => createDeal(db(), { partner: mine.partner, status, submittedAt, dealValue });
    await deal("submitted", recent);
    await deal("closed_lost", recent);
    const won = await deal("closed_won", recent, "1000.10");
    const wonEarlier = await deal("closed_won", daysAgo(60), "2000.20");
    await deal("closed_won", daysAgo(400), "9999.00");
    await createPayout(db(), { deal: won, commissionAmount: "100.01", createdAt: recent });
    await createPayout(db(), {
      deal: wonEarlier,
      commissionAmount: "200.02",
      status: "paid",
      paidAt: daysAgo(50),
      createdAt: daysAgo(60),
    });
    await createDeal(db(), { partner: other.partner, status: "closed_won", submittedAt: recent });
    await createPayout(db(), { partner: other.partner, commissionAmount: "555.55", createdAt: recent });

    const last30 = await mine.as.client.performance.mine({ period: "30d" });
    expect(last30).toMatchObject({
      period: "30d",
      totalDeals: 3,
      byStatus: { ...noDealsByStatus(), submitted: 1, closed_won: 1, closed_lost: 1 },
      winRate: 50,
      wonValue: "1000.10",
      commissionEarned: "100.01",
      commissionPaid: "0.00",
    });
    // The month of the recent deals: in a month's first days, the month before the last.
    expect(last30.months.find((month) => month.month === monthOf(recent))).toEqual({
      month: monthOf(recent),
      byStatus: { ...noDealsByStatus(), submitted: 1, closed_won: 1, closed_lost: 1 },
    });
    expect(last30.months.at(-1)?.month).toBe(monthOf(new Date()));

    const last90 = await mine.as.client.performance.mine({ period: "90d" });
    expect(last90).toMatchObject({
      totalDeals: 4,
      winRate: 66.7,
      wonValue: "3000.30",
      commissionEarned: "300.03",
      commissionPaid: "200.02",
    });
    const sixtyDaysAgo = last90.months.find((month) => month.month === monthOf(daysAgo(60)));
    expect(sixtyDaysAgo?.byStatus.closed_won).toBeGreaterThanOrEqual(1);

    const allTime = await mine.as.client.performance.mine({ period: "all" });
    expect(allTime).toMatchObject({ totalDeals: 5, wonValue: "12999.30" });
    expect(allTime.months[0]?.month).toBe(monthOf(daysAgo(400)));
  });

  it("gives the last 12 months as twelve calendar months, those without deals as zero", async () => {
    const mine = await partnerWithContact();
    const result = await mine.as.client.performance.mine({ period: "12m" });
    expect(result.months).toHaveLength(12);
    expect(result.months.at(-1)?.month).toBe(monthOf(new Date()));
    expect(result).toMatchObject({
      totalDeals: 0,
      winRate: null,
      wonValue: "0.00",
      commissionEarned: "0.00",
    });
  });

  it("reads the last 12 months when no period is given", async () => {
    const mine = await partnerWithContact();
    expect((await mine.as.client.performance.mine({})).period).toBe("12m");
  });

  it("never shows another partner's deals", async () => {
    const mine = await partnerWithContact();
    const other = await partnerWithContact();
    await createDeal(db(), { partner: other.partner, status: "closed_won" });
    expect(await mine.as.client.performance.mine({ period: "all" })).toMatchObject({
      totalDeals: 0,
      wonValue: "0.00",
    });
  });

  it("refuses an unknown period, naming the field", async () => {
    const mine = await partnerWithContact();
    const error = await refusal(mine.as.client.performance.mine({ period: "7y" as "all" }));
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.data)).toContain("Please choose a period.");
  });

  it("refuses visitors and staff, who have no partner", async () => {
    expect((await refusal(testBrowser(given.app).client.performance.mine({}))).status).toBe(401);
    expect((await refusal(given.asAdmin.client.performance.mine({}))).status).toBe(403);
  });
});
