import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { createPartner, type TestPartner } from "./partners";
import { nextSequence } from "./sequence";

export type DealOverrides = Partial<Omit<typeof partnerDeals.$inferInsert, "partnerId">> & {
  /** The partner that registered it; by default a new active partner. */
  partner?: Pick<TestPartner, "id">;
};
export type TestDeal = typeof partnerDeals.$inferSelect;

/** A registered deal, submitted unless overridden; `dealValue` is a decimal string such as "48000.00". */
export async function createDeal(db: Db, overrides: DealOverrides = {}): Promise<TestDeal> {
  const n = nextSequence();
  const { partner, ...columns } = overrides;
  const [row] = await db
    .insert(partnerDeals)
    .values({
      partnerId: (partner ?? (await createPartner(db))).id,
      companyName: `Customer Company ${n}`,
      contactPerson: `Dana Buyer ${n}`,
      dealValue: "10000.00",
      ...columns,
    })
    .returning();
  if (!row) throw new Error("deal not inserted");
  return row;
}
