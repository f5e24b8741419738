import { DAY_MS } from "#shared/days";
import type { commissionPayouts, partnerDeals } from "../schema";
import type { Fixed } from "./context";
import { demoId } from "./ids";

// One payout per closed_won deal, at its partner's rate (Acme 15%, Globex 12%). The amounts are written out
// as exact decimals, deal value x rate / 100: money never passes through a float. seed.test.ts recomputes
// them in SQL numeric.
// The oldest was paid two weeks after it was earned.
const PAYOUTS = [
  { deal: 4, commissionRate: "15.00", commissionAmount: "5400.00" }, // Tailspin Toys, 36000.00
  { deal: 5, commissionRate: "15.00", commissionAmount: "31500.00", paidAfterDays: 14 }, // Wide World Importers, 210000.00
  { deal: 10, commissionRate: "12.00", commissionAmount: "17076.00" }, // Alpine Ski House, 142300.00
] as const;

/** The payouts of the demo deals that were won, made on their expected close date. */
export function demoPayouts(deals: readonly Fixed<typeof partnerDeals>[]): Fixed<typeof commissionPayouts>[] {
  return PAYOUTS.map((payout, index) => {
    const deal = deals.find((candidate) => candidate.id === demoId("deals", payout.deal));
    if (deal?.status !== "closed_won") throw new Error(`demo deal ${payout.deal} is not a won deal`);
    const createdAt = new Date(`${deal.expectedCloseDate}T12:00:00Z`);
    const paidAt =
      "paidAfterDays" in payout ? new Date(createdAt.getTime() + payout.paidAfterDays * DAY_MS) : null;
    return {
      id: demoId("payouts", index + 1),
      partnerId: deal.partnerId,
      dealId: deal.id,
      dealValue: deal.dealValue,
      commissionRate: payout.commissionRate,
      commissionAmount: payout.commissionAmount,
      createdAt,
      ...(paidAt ? { status: "paid" as const, paidAt, paymentReference: `TRX-${payout.deal}-DEMO` } : {}),
    };
  });
}
