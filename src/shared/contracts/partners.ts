import { z } from "zod";
import { PARTNER_STATUSES, PARTNER_TIERS } from "../enums";
import { storableString } from "./text";

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

/** The admin's partner chooser: active partners whose company or contact name contains `search`, A to Z. */
export const listActivePartnersInput = z.object({
  search: storableString("Search").trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const activePartnerOption = z.object({
  id: z.uuid(),
  companyName: z.string(),
  contactName: z.string(),
});
export type ActivePartnerOption = z.infer<typeof activePartnerOption>;

export const listActivePartnersOutput = z.array(activePartnerOption);
