import { createContext, useContext } from "react";
import type { PartnerTier } from "#shared/enums";
import { PARTNER_TIER_LABELS } from "#shared/labels";

/**
 * What the programme calls each tier (docs/product/programme.md#tiers), for every screen that shows one. The
 * default names stand until the programme's own are read, and wherever they cannot be.
 */
export const TierNamesContext = createContext<Record<PartnerTier, string>>(PARTNER_TIER_LABELS);

/** Each tier's name: `useTierNames().gold` is "Gold" unless the programme renamed it. */
export function useTierNames(): Record<PartnerTier, string> {
  return useContext(TierNamesContext);
}
