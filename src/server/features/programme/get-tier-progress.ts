import type { Db } from "#server/db/client";
import { AppError } from "#server/platform/app-error";
import type { TierProgress } from "#shared/contracts/tiers";
import { nextTierRule, requirementsOf } from "#shared/tier-rules";
import { lockPartnerTier } from "./evaluate-partner-tier";
import { loadProgrammeSettings } from "./programme-settings";
import { tierMetricsOf } from "./tier-metrics";
import { loadTierRules } from "./tier-rules-store";

/**
 * `Progress to {next tier}` (docs/product/programme.md#progress): the partner's tier and rate, each requirement of
 * the next tier with the partner's figure now and the target (targets of 0 are met and left out), and a
 * demotion or override pending.
 */
export async function getTierProgress(db: Db, partnerId: string, now = new Date()): Promise<TierProgress> {
  const partner = await lockPartnerTier(db, partnerId, { lock: false });
  if (!partner) throw new AppError("not_found", "Partner not found.");
  const settings = await loadProgrammeSettings(db);
  const rules = await loadTierRules(db);
  const next = nextTierRule(rules, partner.state.tier);
  const metrics = next
    ? (await tierMetricsOf(db, { partnerIds: [partnerId] }, [next], now, settings.tierWindowDays)).get(
        partnerId,
      )
    : undefined;
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
            requirements: requirementsOf(next, metrics).filter((requirement) => requirement.target > 0),
          }
        : null,
    demotion: partner.state.demotion,
    override: partner.state.override
      ? { ...partner.state.override, reason: partner.overrideReason ?? "" }
      : null,
  };
}
