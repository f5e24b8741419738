import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createPartnerContact, createPartnerMember } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import type { Db } from "../db/client";
import { commissionPayouts, partnerDeals, supportTickets } from "../db/schema";
import { AppError } from "./app-error";
import { ownRowOrNotFound, ownRows, type PartnerScope } from "./partner-scope";

let testDatabase: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrate: true });
  db = testDatabase.database.db;
});
afterAll(async () => {
  await testDatabase.dispose();
});

describe("the partner scope", () => {
  it("lists only the scope's own rows and answers another partner's row as not found", async () => {
    const [a, b] = [await createPartner(db), await createPartner(db)];
    const ownDeal = await createDeal(db, { partner: a, companyName: "Own Customer" });
    const othersDeal = await createDeal(db, { partner: b, companyName: "Other Customer" });
    const scopeOfA: PartnerScope = { partnerId: a.id, repId: null };

    const listed = await db.select().from(partnerDeals).where(ownRows(scopeOfA, partnerDeals));
    expect(listed.map((deal) => deal.id)).toEqual([ownDeal.id]);

    const byId = async (id: string) => {
      const [row] = await db
        .select()
        .from(partnerDeals)
        .where(ownRows(scopeOfA, partnerDeals, eq(partnerDeals.id, id)));
      return ownRowOrNotFound(row, "No such deal.");
    };
    expect((await byId(ownDeal.id)).companyName).toBe("Own Customer");
    const refusal = await byId(othersDeal.id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ kind: "not_found", message: "No such deal." });
    // The same answer as an id nobody has.
    const missing = await byId("00000000-0000-4000-8000-000000000000").catch((error: unknown) => error);
    expect(missing).toMatchObject({ kind: "not_found", message: "No such deal." });
  });

  it("keeps a sales rep to the deals they submitted and those deals' payouts; a partner admin sees all", async () => {
    const partner = await createPartner(db);
    const [admin, rep, otherRep] = [
      await createPartnerContact(db, partner),
      await createPartnerMember(db, partner),
      await createPartnerMember(db, partner),
    ];
    const dealOf = async (submittedBy: string | null) =>
      createDeal(db, { partner, submittedBy, status: "closed_won" });
    const [repsDeal, othersDeal, adminsDeal, onBehalf] = [
      await dealOf(rep.id),
      await dealOf(otherRep.id),
      await dealOf(admin.id),
      await dealOf(null),
    ];
    const payouts = await Promise.all(
      [repsDeal, othersDeal, adminsDeal, onBehalf].map((deal) => createPayout(db, { partner, deal })),
    );
    const dealsIn = async (scope: PartnerScope) =>
      (await db.select().from(partnerDeals).where(ownRows(scope, partnerDeals)))
        .map((deal) => deal.id)
        .sort();
    const payoutsIn = async (scope: PartnerScope) =>
      (await db.select().from(commissionPayouts).where(ownRows(scope, commissionPayouts)))
        .map((payout) => payout.id)
        .sort();

    const repScope: PartnerScope = { partnerId: partner.id, repId: rep.id };
    expect(await dealsIn(repScope)).toEqual([repsDeal.id]);
    expect(await payoutsIn(repScope)).toEqual([payouts[0]?.id]);
    const adminScope: PartnerScope = { partnerId: partner.id, repId: null };
    expect(await dealsIn(adminScope)).toEqual(
      [repsDeal, othersDeal, adminsDeal, onBehalf].map((d) => d.id).sort(),
    );
    expect(await payoutsIn(adminScope)).toEqual(payouts.map((payout) => payout.id).sort());
    // The rest of the partner's rows are the team's: a rep's scope narrows nothing else.
    const tickets = db.select().from(supportTickets);
    expect(tickets.where(ownRows(repScope, supportTickets)).toSQL().sql).not.toContain("submitted_by");
  });
});
