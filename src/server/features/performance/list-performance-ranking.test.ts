import { describe, expect, it } from "vitest";
import type { PerformanceRankingItem } from "#shared/contracts/performance";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createUserWithPermission } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** The ranking's rows of the given partners, in the ranking's order. */
async function rankingOf(
  partnerIds: string[],
  input: { period: "30d" | "all"; sort?: "dealsWon" | "wonValue" | "commissionEarned" },
) {
  const ranking = await given.asAdmin.client.performance.ranking({ ...input, pageSize: 100 });
  return {
    ranking,
    rows: ranking.items.filter((item) => partnerIds.includes(item.partnerId)),
  };
}

const figures = (row: PerformanceRankingItem | undefined) =>
  row && {
    dealsWon: row.dealsWon,
    dealsLost: row.dealsLost,
    winRate: row.winRate,
    wonValue: row.wonValue,
    commissionEarned: row.commissionEarned,
    commissionPaid: row.commissionPaid,
  };

describe("the partners' performance ranking", () => {
  it("ranks every partner by deals won over the period, with value, win rate and commission from PostgreSQL", async () => {
    const leader = await createPartner(db(), { companyName: "Ranking Leader" });
    const second = await createPartner(db(), { companyName: "Ranking Second" });
    const old = await createPartner(db(), { companyName: "Ranking Old Timer" });
    const recent = daysAgo(3);
    for (const dealValue of ["100.10", "200.20"]) {
      const deal = await createDeal(db(), {
        partner: leader,
        status: "closed_won",
        dealValue,
        submittedAt: recent,
      });
      await createPayout(db(), { deal, commissionAmount: "10.01", createdAt: recent });
    }
    await createDeal(db(), { partner: leader, status: "closed_lost", submittedAt: recent });
    const paidDeal = await createDeal(db(), {
      partner: second,
      status: "closed_won",
      dealValue: "5000.00",
      submittedAt: recent,
    });
    await createPayout(db(), {
      deal: paidDeal,
      commissionAmount: "500.00",
      status: "paid",
      paidAt: recent,
      createdAt: recent,
    });
    for (let n = 0; n < 3; n += 1) {
      await createDeal(db(), {
        partner: old,
        status: "closed_won",
        dealValue: "1.00",
        submittedAt: daysAgo(200),
      });
    }
    const ids = [leader.id, second.id, old.id];

    const { ranking, rows } = await rankingOf(ids, { period: "30d" });
    expect(ranking).toMatchObject({ period: "30d", sort: "dealsWon", page: 1 });
    expect(rows.map((row) => row.companyName)).toEqual([
      "Ranking Leader",
      "Ranking Second",
      "Ranking Old Timer",
    ]);
    expect(rows[0]?.rank).toBe(1);
    expect(figures(rows[0])).toEqual({
      dealsWon: 2,
      dealsLost: 1,
      winRate: 66.7,
      wonValue: "300.30",
      commissionEarned: "20.02",
      commissionPaid: "0.00",
    });
    expect(figures(rows[1])).toEqual({
      dealsWon: 1,
      dealsLost: 0,
      winRate: 100,
      wonValue: "5000.00",
      commissionEarned: "500.00",
      commissionPaid: "500.00",
    });
    // Nothing in the last 30 days: zeros, no win rate, ranked with the others that won nothing.
    expect(figures(rows[2])).toEqual({
      dealsWon: 0,
      dealsLost: 0,
      winRate: null,
      wonValue: "0.00",
      commissionEarned: "0.00",
      commissionPaid: "0.00",
    });

    const allTime = await rankingOf(ids, { period: "all" });
    expect(allTime.rows.map((row) => row.companyName)).toEqual([
      "Ranking Old Timer",
      "Ranking Leader",
      "Ranking Second",
    ]);
    expect(allTime.rows[0]?.rank).toBe(1);

    const byValue = await rankingOf(ids, { period: "30d", sort: "wonValue" });
    expect(byValue.rows.map((row) => row.companyName)).toEqual([
      "Ranking Second",
      "Ranking Leader",
      "Ranking Old Timer",
    ]);
    const byCommission = await rankingOf(ids, { period: "30d", sort: "commissionEarned" });
    expect(byCommission.rows[0]?.companyName).toBe("Ranking Second");
    expect(byCommission.rows[0]?.rank).toBe(1);
  });

  it("pages the ranking on the server, counting every partner and leaving out applications", async () => {
    await createPartner(db(), { companyName: "Ranking Applicant", status: "pending" });
    const all = await given.asAdmin.client.performance.ranking({ period: "all", pageSize: 100 });
    expect(all.items.map((item) => item.companyName)).not.toContain("Ranking Applicant");
    expect(all.total).toBe(all.items.length);

    const first = await given.asAdmin.client.performance.ranking({ period: "all", page: 1, pageSize: 2 });
    const second = await given.asAdmin.client.performance.ranking({ period: "all", page: 2, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((item) => item.partnerId)).toEqual(
      all.items.slice(0, 4).map((item) => item.partnerId),
    );
  });

  it("is read by holders of manage_partners, and refused to other staff and partners", async () => {
    const permitted = await signedInAs(given.app, await createUserWithPermission(db(), "manage_partners"));
    expect((await permitted.client.performance.ranking({})).period).toBe("12m");
    expect((await refusal(given.asUser.client.performance.ranking({}))).status).toBe(403);
    expect((await refusal(given.asPartnerA.client.performance.ranking({}))).status).toBe(403);
  });

  it("refuses an unknown sort, naming the field", async () => {
    const error = await refusal(given.asAdmin.client.performance.ranking({ sort: "name" as "dealsWon" }));
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.data)).toContain("Please choose how to rank partners.");
  });
});
