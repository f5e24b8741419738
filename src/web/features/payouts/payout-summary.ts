import type { z } from "zod";
import type { payoutSummary } from "#shared/contracts/payouts";

/** A commission payout as the lists show it. */
export type PayoutSummary = z.infer<typeof payoutSummary>;
