import type { Db } from "#server/db/client";
import { partners } from "#server/db/schema/index";
import { nextSequence } from "./sequence";

export type PartnerOverrides = Partial<typeof partners.$inferInsert>;
export type TestPartner = typeof partners.$inferSelect;

/**
 * A partner, active unless overridden, with its own company name and contact e-mail. Money columns take
 * decimal strings: `commissionRate: "15.00"`.
 */
export async function createPartner(db: Db, overrides: PartnerOverrides = {}): Promise<TestPartner> {
  const n = nextSequence();
  const [row] = await db
    .insert(partners)
    .values({
      companyName: `Partner Company ${n}`,
      contactName: `Casey Contact ${n}`,
      contactEmail: `contact.${n}@partner-${n}.example`,
      businessType: "reseller",
      status: "active",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("partner not inserted");
  return row;
}
