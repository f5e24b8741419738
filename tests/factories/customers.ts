import type { Db } from "#server/db/client";
import { customerKey } from "#server/db/customer-key";
import { customers } from "#server/db/schema/index";
import { createOnboardingSteps, utcDay } from "#server/features/customer-success/onboarding-steps";
import { nextSequence } from "./sequence";

export type CustomerOverrides = Partial<typeof customers.$inferInsert>;
export type TestCustomer = typeof customers.$inferSelect;

/**
 * A customer added by hand, starting today, with its onboarding checklist. The key follows the name unless
 * overridden; the health score stays the column's default (100) until a test recomputes it. Money columns take
 * decimal strings: `contractValue: "48000.00"`.
 */
export async function createCustomer(db: Db, overrides: CustomerOverrides = {}): Promise<TestCustomer> {
  const n = nextSequence();
  const name = overrides.name ?? `Customer Account ${n}`;
  const [row] = await db
    .insert(customers)
    .values({
      name,
      customerKey: customerKey(name),
      contactName: `Morgan Client ${n}`,
      contactEmail: `morgan.${n}@customer-${n}.example`,
      source: "manual",
      contractValue: "12000.00",
      startDate: utcDay(new Date()),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("customer not inserted");
  await createOnboardingSteps(db, row.id, row.startDate);
  return row;
}
