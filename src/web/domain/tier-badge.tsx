import type { PartnerTier } from "#shared/enums";
import { PARTNER_TIER_LABELS } from "#shared/labels";
import { Badge } from "../components/ui/badge";
import { cn } from "../lib/style/cn";

const TIER_STYLES: Record<PartnerTier, string> = {
  bronze: "border-amber-300 bg-amber-100 text-amber-900",
  silver: "border-slate-300 bg-slate-100 text-slate-800",
  gold: "border-yellow-300 bg-yellow-100 text-yellow-900",
  platinum: "border-indigo-200 bg-indigo-100 text-indigo-900",
};

/** The tier's name, e.g. "Gold". */
export function tierName(tier: PartnerTier): string {
  return PARTNER_TIER_LABELS[tier];
}

/** The tier as the badge reads, e.g. "Gold Partner". */
export function tierLabel(tier: PartnerTier): string {
  return `${tierName(tier)} Partner`;
}

export function TierBadge({ tier }: { tier: PartnerTier }) {
  return (
    <Badge variant="outline" className={cn(TIER_STYLES[tier])}>
      {tierLabel(tier)}
    </Badge>
  );
}
