import type { Db } from "#server/db/client";
import { commissionPayouts } from "#server/db/schema/index";
import { createDeal, type TestDeal } from "./deals";
import type { TestPartner } from "./partners";

export type PayoutOverrides = Partial<Omit<typeof commissionPayouts.$inferInsert, "partnerId" | "dealId">> & {
  /** The partner that earned it; by default a new active partner. */
  partner?: Pick<TestPartner, "id">;
  /** The deal it was earned on; by default a new closed-won deal of the partner, named by `customer`. */
  deal?: Pick<TestDeal, "id" | "partnerId">;
  /** The new deal's customer company name. */
  customer?: string;
};
export type TestPayout = typeof commissionPayouts.$inferSelect;

/**
 * A pending commission payout on a closed-won deal. Money is decimal strings: `commissionAmount: "154.32"`;
 * by default 10% of a 1000.00 deal.
 */
export async function createPayout(db: Db, overrides: PayoutOverrides = {}): Promise<TestPayout> {
  const { partner, deal: givenDeal, customer, ...columns } = overrides;
  const deal =
    givenDeal ??
    (await createDeal(db, {
      partner,
      status: "closed_won",
      dealValue: columns.dealValue ?? "1000.00",
      ...(customer ? { companyName: customer } : {}),
    }));
  const [row] = await db
    .insert(commissionPayouts)
    .values({
      partnerId: deal.partnerId,
      dealId: deal.id,
      dealValue: "1000.00",
      commissionRate: "10.00",
      commissionAmount: "100.00",
      ...columns,
    })
    .returning();
  if (!row) throw new Error("payout not inserted");
  return row;
}
