import type { PartnerTier } from "#shared/enums";
import { Badge } from "../components/ui/badge";
import { cn } from "../lib/style/cn";
import { useTierNames } from "./tier-names";

const TIER_STYLES: Record<PartnerTier, string> = {
  bronze: "border-amber-300 bg-amber-100 text-amber-900",
  silver: "border-slate-300 bg-slate-100 text-slate-800",
  gold: "border-yellow-300 bg-yellow-100 text-yellow-900",
  platinum: "border-indigo-200 bg-indigo-100 text-indigo-900",
};

/** A tier as the badge reads, from its name: "Gold" reads "Gold Partner". */
export function tierLabel(name: string): string {
  return `${name} Partner`;
}

export function TierBadge({ tier }: { tier: PartnerTier }) {
  const names = useTierNames();
  return (
    <Badge variant="outline" className={cn(TIER_STYLES[tier])}>
      {tierLabel(names[tier])}
    </Badge>
  );
}
