import { asc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { programmeTiers } from "#server/db/schema/index";
import { DEFAULT_TIER_RULES } from "#shared/contracts/tiers";
import type { PartnerTier } from "#shared/enums";
import type { TierRule } from "#shared/tier-rules";

/** The advisory lock (class, key) a save of the tiers holds exclusively and every evaluation shares. */
export const TIERS_LOCK_CLASS = 49;
export const TIERS_LOCK_KEY = 2;

/** What each tier asks and pays, lowest first (the migration writes the defaults). */
export async function loadTierRules(db: Pick<Db, "select">): Promise<TierRule[]> {
  const rows = await db.select().from(programmeTiers).orderBy(asc(programmeTiers.tier));
  if (rows.length === 0) return DEFAULT_TIER_RULES;
  return rows.map((row) => ({
    tier: row.tier,
    name: row.name,
    commissionRate: Number(row.commissionRate),
    minWonValue: Number(row.minWonValue),
    minDealsWon: row.minDealsWon,
    minCertifiedMembers: row.minCertifiedMembers,
    courseIds: row.courseIds,
  }));
}

/** What the programme calls each tier. */
export type TierNames = Record<PartnerTier, string>;

/** The names of rules already read. */
export function tierNamesOf(rules: readonly TierRule[]): TierNames {
  return Object.fromEntries(rules.map((rule) => [rule.tier, rule.name])) as TierNames;
}

export async function loadTierNames(db: Pick<Db, "select">): Promise<TierNames> {
  return tierNamesOf(await loadTierRules(db));
}

/** The commission rate a tier pays, as stored (two decimals). */
export function tierRateOf(rules: readonly TierRule[], tier: TierRule["tier"]): string {
  const rule = rules.find((candidate) => candidate.tier === tier);
  return (rule?.commissionRate ?? 0).toFixed(2);
}
