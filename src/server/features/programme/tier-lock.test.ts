import { describe, expect, it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";

// The tier's lock on the partner row (evaluate-partner-tier.ts) is FOR NO KEY UPDATE, which does not wait for the
// KEY SHARE lock a payout's foreign key takes on the same row: a win evaluating the partner's tier goes through
// while another transaction's payout of that partner is still open. With FOR UPDATE it waited, and two wins of one
// partner deadlocked (each holding its payout's key share, each waiting for the other's). Two connections are
// needed, so it runs on PostgreSQL only (TEST_DATABASE_URL), as in CI.

const given = setUpDealsTestApp();

describe.runIf(process.env.TEST_DATABASE_URL)("the tier's lock on the partner row", () => {
  it("lets a win through while another transaction holds a payout's key share on the partner", async () => {
    const database = given.app.testDatabase.database;
    if (database.driver !== "postgres") throw new Error("this test needs PostgreSQL");
    const db = database.db;
    const partner = await createPartner(db);
    const deal = await createDeal(db, { partner, status: "approved", approvedAt: new Date() });

    const other = await database.pool.connect();
    try {
      await other.query("begin");
      // What an open transaction inserting a payout of this partner holds: the foreign key's KEY SHARE lock.
      await other.query("select id from partners where id = $1 for key share", [partner.id]);
      const closed = given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_won" });
      const waited = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5_000));
      const first = await Promise.race([closed.then(() => "closed" as const), waited]);
      expect(first).toBe("closed");
      expect((await closed).commissionAmount).toBeDefined();
    } finally {
      await other.query("rollback");
      other.release();
    }
  });
});
