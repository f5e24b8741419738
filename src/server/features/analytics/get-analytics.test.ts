import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCertificate } from "#tests/factories/certificates";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createAdmin, createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

// The Analytics tab's figures (docs/product/business-intelligence.md#analytics).

let app: TestApp;
const db = () => app.testDatabase.database.db;
let asAdmin: TestBrowser;
let asAnalyst: TestBrowser;
const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
/** A moment in the month `back` months before this one, on its 10th. */
const inMonth = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 10, 12));
const monthKey = (back: number) => inMonth(back).toISOString().slice(0, 7);

beforeAll(async () => {
  app = await createTestApp();
  const [acme, globex] = [await createPartner(db()), await createPartner(db())];
  // Two months ago: three deals submitted, one won 10 days later, one lost; last month one won after 30 days.
  await createDeal(db(), { partner: acme, dealValue: "1000.00", submittedAt: inMonth(2) });
  await createDeal(db(), {
    partner: acme,
    dealValue: "5000.00",
    status: "closed_won",
    submittedAt: inMonth(2),
    closedAt: new Date(inMonth(2).getTime() + 10 * DAY),
  });
  await createDeal(db(), {
    partner: globex,
    dealValue: "700.00",
    status: "closed_lost",
    submittedAt: inMonth(2),
    closedAt: inMonth(1),
  });
  const won = await createDeal(db(), {
    partner: globex,
    dealValue: "2500.50",
    status: "closed_won",
    submittedAt: inMonth(1),
    closedAt: new Date(inMonth(1).getTime() + 30 * DAY),
  });
  await createPayout(db(), { partner: globex, deal: won, commissionAmount: "250.05", createdAt: inMonth(0) });
  const { course } = await createCourse(db());
  const learner = await createUser(db());
  await createCertificate(
    db(),
    await createEnrollment(db(), learner.id, course.id, { status: "completed" }),
    {
      issuedAt: inMonth(1),
    },
  );
  asAdmin = await signedInAs(app, await createAdmin(db()));
  asAnalyst = await signedInAs(app, await createUser(db(), { permissions: ["view_analytics"] }));
});
afterAll(async () => {
  await app.dispose();
});

describe("the Analytics figures", () => {
  it("chart the period's months from the kept figures: pipeline by status, won value and commission, conversion and median days", async () => {
    const analytics = await asAdmin.client.analytics.summary({ period: "3m" });
    expect(analytics.months).toEqual([monthKey(2), monthKey(1), monthKey(0)]);
    const [twoAgo, lastMonth] = analytics.deals?.pipeline ?? [];
    expect(twoAgo?.byStatus).toMatchObject({
      submitted: { count: 1, value: "1000.00" },
      closed_won: { count: 1, value: "5000.00" },
      closed_lost: { count: 1, value: "700.00" },
    });
    expect(lastMonth?.byStatus.closed_won).toEqual({ count: 1, value: "2500.50" });
    const closedThisMonthToo = new Date(inMonth(1).getTime() + 30 * DAY).toISOString().slice(0, 7);
    const won = analytics.deals?.won ?? [];
    expect(won.find((entry) => entry.month === monthKey(2))).toMatchObject({ deals: 1, value: "5000.00" });
    expect(won.find((entry) => entry.month === closedThisMonthToo)).toMatchObject({
      deals: 1,
      value: "2500.50",
    });
    expect(won.find((entry) => entry.month === monthKey(0))?.commission).toBe("250.05");
    expect(analytics.deals?.conversion).toEqual({ submitted: 4, won: 2, rate: 0.5 });
    expect(analytics.deals?.medianDaysToClose).toBe(20);
    expect(analytics.deals?.topPartners.map((partner) => partner.wonValue)).toEqual(["5000.00", "2500.50"]);
    expect(analytics.certificates?.map((entry) => entry.issued)).toEqual([0, 1, 0]);
    expect(analytics.tickets).toHaveLength(3);
  });

  it("leave out deals without manage_partners and certificates without manage_courses", async () => {
    const analytics = await asAnalyst.client.analytics.summary({ period: "12m" });
    expect(analytics.months).toHaveLength(12);
    expect(analytics.deals).toBeUndefined();
    expect(analytics.certificates).toBeUndefined();
    expect(analytics.tickets).toHaveLength(12);
  });

  it("need view_analytics", async () => {
    const plain = await signedInAs(app, await createUser(db()));
    expect((await refusal(plain.client.analytics.summary({ period: "all" }))).status).toBe(403);
  });

  it("reach back to the first month with a figure for all time", async () => {
    const analytics = await asAdmin.client.analytics.summary({ period: "all" });
    expect(analytics.months[0]).toBe(monthKey(2));
    expect(analytics.months.at(-1)).toBe(monthKey(0));
  });
});
