import type { z } from "zod";
import type { dealSummary } from "#shared/contracts/deals";

/** A deal as the lists show it. */
export type DealSummary = z.infer<typeof dealSummary>;
