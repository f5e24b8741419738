import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { createPartner, type TestPartner } from "./partners";
import { nextSequence } from "./sequence";

export type DealOverrides = Partial<Omit<typeof partnerDeals.$inferInsert, "partnerId">> & {
  /** The partner that registered it; by default a new active partner. */
  partner?: Pick<TestPartner, "id">;
};
export type TestDeal = typeof partnerDeals.$inferSelect;

const LEGACY_PROTECTION_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * A registered deal, submitted unless overridden; `dealValue` is a decimal string such as "48000.00". A deal
 * given an approval time without its protection's end is protected 90 days from it, as deals approved before the
 * programme's rules are.
 */
export async function createDeal(db: Db, overrides: DealOverrides = {}): Promise<TestDeal> {
  const n = nextSequence();
  const { partner, ...columns } = overrides;
  if (columns.approvedAt instanceof Date && columns.protectionEndsAt === undefined) {
    columns.protectionEndsAt = new Date(columns.approvedAt.getTime() + LEGACY_PROTECTION_MS);
  }
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
