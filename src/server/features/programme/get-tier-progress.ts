import type { Db } from "#server/db/client";
import { AppError } from "#server/platform/app-error";
import type { TierProgress } from "#shared/contracts/tiers";
import { nextTierRule, requirementsOf, type TierMetrics, type TierRule } from "#shared/tier-rules";
import { lockPartnerTier } from "./evaluate-partner-tier";
import { loadProgrammeSettings } from "./programme-settings";
import { tierMetricsOf } from "./tier-metrics";
import { loadTierRules } from "./tier-rules-store";

/**
 * `Progress to {next tier}` (docs/product/programme.md#progress): the partner's tier and rate, each requirement of
 * the next tier with the partner's figure now and the target (targets of 0 are met and left out), and a
 * demotion or override pending. Why staff overrode the tier is for staff.
 */
export async function getTierProgress(
  db: Db,
  partnerId: string,
  { forStaff }: { forStaff: boolean },
  now = new Date(),
): Promise<TierProgress> {
  const partner = await lockPartnerTier(db, partnerId, { lock: false });
  if (!partner) throw new AppError("not_found", "Partner not found.");
  const settings = await loadProgrammeSettings(db);
  const rules = await loadTierRules(db);
  const next = nextTierRule(rules, partner.state.tier);
  // Warned of a drop, the partner needs what its own tier asks too.
  const kept = partner.state.demotion ? rules.find((rule) => rule.tier === partner.state.tier) : undefined;
  const counted = [next, kept].filter((rule): rule is TierRule => rule !== undefined && rule !== null);
  const metrics =
    counted.length > 0
      ? (await tierMetricsOf(db, { partnerIds: [partnerId] }, counted, now, settings.tierWindowDays)).get(
          partnerId,
        )
      : undefined;
  const asked = (rule: TierRule, figures: TierMetrics) =>
    requirementsOf(rule, figures).filter((requirement) => requirement.target > 0);
  return {
    tier: partner.state.tier,
    commissionRate: Number(partner.commissionRate),
    ownCommissionRate: partner.ownCommissionRate,
    windowDays: settings.tierWindowDays,
    next:
      next && metrics
        ? {
            tier: next.tier,
            commissionRate: next.commissionRate,
            requirements: asked(next, metrics),
          }
        : null,
    demotion:
      partner.state.demotion && kept && metrics
        ? { ...partner.state.demotion, requirements: asked(kept, metrics) }
        : null,
    override: partner.state.override
      ? { ...partner.state.override, reason: forStaff ? partner.overrideReason : null }
      : null,
  };
}
