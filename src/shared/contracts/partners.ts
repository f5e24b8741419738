import { z } from "zod";
import { PARTNER_STATUSES, PARTNER_TIERS } from "../enums";

/** The signed-in partner's own account, as its dashboard header shows it. */
export const ownPartnerOutput = z.object({
  id: z.uuid(),
  companyName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  status: z.enum(PARTNER_STATUSES),
  tier: z.enum(PARTNER_TIERS),
  /** Percent, e.g. 15 for 15%. */
  commissionRate: z.number(),
});
export type OwnPartner = z.infer<typeof ownPartnerOutput>;
