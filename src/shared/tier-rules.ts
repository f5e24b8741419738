import { DAY_MS } from "./days";
import { PARTNER_TIERS, type PartnerTier } from "./enums";

// Tiers by rule (docs/product/programme.md#tiers, decision 0050): what a partner earns from what it sold and
// learned, and how its tier moves. Pure, so the server's evaluations, the progress card and the property tests
// share one rule.

/** What a tier asks of a partner over the programme's window. */
export interface TierRequirements {
  /** Closed-won deal value in the window, in dollars. */
  minWonValue: number;
  /** Deals closed won in the window. */
  minDealsWon: number;
  /** Members who completed every course the tier names (any course when it names none). */
  minCertifiedMembers: number;
  courseIds: string[];
}

export interface TierRule extends TierRequirements {
  tier: PartnerTier;
  /** What the programme calls the tier; the tier itself, and so its rank, is the fixed value of the enum. */
  name: string;
  /** The commission rate in percent a partner at this tier earns, unless it has its own. */
  commissionRate: number;
}

/** What a partner did, counted for each tier (certified members depend on the courses each tier names). */
export interface TierMetrics {
  wonValue: number;
  dealsWon: number;
  certifiedMembers: Record<PartnerTier, number>;
}

export const tierRank = (tier: PartnerTier): number => PARTNER_TIERS.indexOf(tier);

export const TIER_REQUIREMENT_KEYS = ["wonValue", "dealsWon", "certifiedMembers"] as const;
export type TierRequirementKey = (typeof TIER_REQUIREMENT_KEYS)[number];

/** Each requirement of `rule` with the partner's value and the target; a target of 0 is always met. */
export function requirementsOf(rule: TierRule, metrics: TierMetrics) {
  return [
    { key: "wonValue" as const, current: metrics.wonValue, target: rule.minWonValue },
    { key: "dealsWon" as const, current: metrics.dealsWon, target: rule.minDealsWon },
    {
      key: "certifiedMembers" as const,
      current: metrics.certifiedMembers[rule.tier],
      target: rule.minCertifiedMembers,
    },
  ];
}

/** Whether the partner meets every requirement of the rule; reaching a threshold exactly meets it. */
export const meetsRule = (rule: TierRule, metrics: TierMetrics): boolean =>
  requirementsOf(rule, metrics).every((requirement) => requirement.current >= requirement.target);

/** The highest tier whose requirements the partner meets; the lowest tier asks nothing, so there is always one. */
export function qualifiedTier(rules: readonly TierRule[], metrics: TierMetrics): PartnerTier {
  let best: PartnerTier = PARTNER_TIERS[0];
  for (const rule of rules) {
    if (tierRank(rule.tier) > tierRank(best) && meetsRule(rule, metrics)) best = rule.tier;
  }
  return best;
}

/** The tier above `tier` with its rule, or null at the top. */
export function nextTierRule(rules: readonly TierRule[], tier: PartnerTier): TierRule | null {
  const next = PARTNER_TIERS[tierRank(tier) + 1];
  return next ? (rules.find((rule) => rule.tier === next) ?? null) : null;
}

/** A partner's tier and what is pending on it. */
export interface TierState {
  tier: PartnerTier;
  /** A demotion warned of: to this tier on this date, unless the partner qualifies again first. */
  demotion: { tier: PartnerTier; dueAt: Date } | null;
  /** A tier staff set by hand until its end date, whatever the rules say. */
  override: { tier: PartnerTier; endsAt: Date } | null;
}

export type TierEvent =
  | { kind: "promoted" | "demoted" | "override_ended" | "overridden"; from: PartnerTier; to: PartnerTier }
  | { kind: "warned"; from: PartnerTier; to: PartnerTier; dueAt: Date };

/**
 * The next state of a partner's tier, given the tier its figures earn now: a promotion at once; a drop first a
 * warning with `graceDays` to recover, then the demotion once the grace has passed and the partner still falls
 * short (to the tier it earns then); a live override holds its tier; an ended override gives way to the earned
 * tier at once, its end date having been the notice. `event` is what the partner is told, if anything.
 */
export function nextTierState(
  state: TierState,
  earned: PartnerTier,
  now: Date,
  graceDays: number,
): { state: TierState; event: TierEvent | null } {
  const { tier, demotion, override } = state;
  if (override && override.endsAt > now) {
    return { state: { tier: override.tier, demotion: null, override }, event: null };
  }
  if (override) {
    const event = earned === tier ? null : { kind: "override_ended" as const, from: tier, to: earned };
    return { state: { tier: earned, demotion: null, override: null }, event };
  }
  if (tierRank(earned) > tierRank(tier)) {
    return {
      state: { tier: earned, demotion: null, override: null },
      event: { kind: "promoted", from: tier, to: earned },
    };
  }
  if (earned === tier) return { state: { tier, demotion: null, override: null }, event: null };
  const dueAt = demotion?.dueAt ?? new Date(now.getTime() + graceDays * DAY_MS);
  if (dueAt <= now) {
    return {
      state: { tier: earned, demotion: null, override: null },
      event: { kind: "demoted", from: tier, to: earned },
    };
  }
  return {
    state: { tier, demotion: { tier: earned, dueAt }, override: null },
    event: demotion ? null : { kind: "warned", from: tier, to: earned, dueAt },
  };
}

/** Whether two states differ in anything stored. */
export function tierStateChanged(before: TierState, after: TierState): boolean {
  return (
    before.tier !== after.tier ||
    before.demotion?.tier !== after.demotion?.tier ||
    before.demotion?.dueAt.getTime() !== after.demotion?.dueAt.getTime() ||
    before.override?.tier !== after.override?.tier ||
    before.override?.endsAt.getTime() !== after.override?.endsAt.getTime()
  );
}

/** One member's completed courses, for counting certified members. */
export interface MemberCompletions {
  courseIds: readonly string[];
}

/** How many of the members completed every course the rule names (at least one course when it names none). */
export function certifiedMembersFor(rule: TierRequirements, members: readonly MemberCompletions[]): number {
  return members.filter((member) =>
    rule.courseIds.length === 0
      ? member.courseIds.length > 0
      : rule.courseIds.every((id) => member.courseIds.includes(id)),
  ).length;
}
