import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import type { Db } from "../db/client";
import { partnerDeals } from "../db/schema";
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
    const scopeOfA: PartnerScope = { partnerId: a.id };

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
});
