import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_TIER_RULES } from "./contracts/tiers";
import { PARTNER_TIERS, type PartnerTier } from "./enums";
import {
  certifiedMembersFor,
  nextTierState,
  qualifiedTier,
  type TierMetrics,
  type TierRule,
  type TierState,
} from "./tier-rules";

const DAY = 86_400_000;
const START = Date.parse("2026-01-01T00:00:00Z");
const tierArb = fc.constantFrom(...PARTNER_TIERS);

// The plain reference: the rules written out again as simply as they can be, tier by tier from the top.

function referenceQualified(rules: readonly TierRule[], metrics: TierMetrics): PartnerTier {
  for (const tier of [...PARTNER_TIERS].reverse()) {
    const rule = rules.find((candidate) => candidate.tier === tier);
    if (!rule) continue;
    if (
      metrics.wonValue >= rule.minWonValue &&
      metrics.dealsWon >= rule.minDealsWon &&
      metrics.certifiedMembers[tier] >= rule.minCertifiedMembers
    ) {
      return tier;
    }
  }
  return "bronze";
}

/** Whether a won deal closed at `closedAt` counts on `now` with a window of `windowDays`: the last N days. */
const inWindow = (closedAt: number, now: number, windowDays: number) =>
  closedAt > now - windowDays * DAY && closedAt <= now;

/** A partner's history: deals won (day, value), and from which day each member held which courses. */
const historyArb = fc.record({
  wins: fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 400 }), value: fc.integer({ min: 0, max: 300 }) }),
    {
      maxLength: 30,
    },
  ),
  members: fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 400 }), courses: fc.subarray(["a", "b", "c"]) }),
    {
      maxLength: 6,
    },
  ),
});

/** Thresholds small enough that random histories cross them, ties included; each tier asks at least the one below. */
const rulesArb = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 3, maxLength: 3 }),
    fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 3, maxLength: 3 }),
    fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
    fc.array(fc.subarray(["a", "b", "c"]), { minLength: 3, maxLength: 3 }),
  )
  .map(([values, deals, certified, courses]): TierRule[] => {
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const [v, d, c] = [sorted(values), sorted(deals), sorted(certified)];
    return PARTNER_TIERS.map((tier, index) =>
      index === 0
        ? {
            tier,
            name: tier,
            commissionRate: 10,
            minWonValue: 0,
            minDealsWon: 0,
            minCertifiedMembers: 0,
            courseIds: [],
          }
        : {
            tier,
            name: tier,
            commissionRate: 10 + index,
            minWonValue: v[index - 1] ?? 0,
            minDealsWon: d[index - 1] ?? 0,
            minCertifiedMembers: c[index - 1] ?? 0,
            courseIds: courses[index - 1] ?? [],
          },
    );
  });

type History = { wins: { day: number; value: number }[]; members: { day: number; courses: string[] }[] };

function metricsOn(
  history: History,
  rules: readonly TierRule[],
  now: number,
  windowDays: number,
): TierMetrics {
  const won = history.wins.filter((win) => inWindow(START + win.day * DAY, now, windowDays));
  const members = history.members
    .filter((member) => START + member.day * DAY <= now)
    .map((member) => ({ courseIds: member.courses }));
  const certifiedMembers = Object.fromEntries(
    rules.map((rule) => [rule.tier, certifiedMembersFor(rule, members)]),
  ) as Record<PartnerTier, number>;
  return { wonValue: won.reduce((sum, win) => sum + win.value, 0), dealsWon: won.length, certifiedMembers };
}

describe("qualifiedTier", () => {
  it("is the highest tier whose every requirement is met, a threshold reached exactly counting as met", () => {
    fc.assert(
      fc.property(
        historyArb,
        rulesArb,
        fc.integer({ min: 0, max: 420 }),
        fc.integer({ min: 1, max: 400 }),
        (history, rules, day, windowDays) => {
          const metrics = metricsOn(history, rules, START + day * DAY, windowDays);
          expect(qualifiedTier(rules, metrics)).toBe(referenceQualified(rules, metrics));
        },
      ),
    );
  });

  it("meets a threshold exactly and misses it by a cent", () => {
    const silver = DEFAULT_TIER_RULES[1] as TierRule;
    const at = {
      wonValue: silver.minWonValue,
      dealsWon: silver.minDealsWon,
      certifiedMembers: { bronze: 0, silver: 1, gold: 1, platinum: 1 },
    };
    expect(qualifiedTier(DEFAULT_TIER_RULES, at)).toBe("silver");
    expect(qualifiedTier(DEFAULT_TIER_RULES, { ...at, wonValue: silver.minWonValue - 0.01 })).toBe("bronze");
  });

  it("counts a member certified for a tier only with every course it names, or any course when it names none", () => {
    const members = [{ courseIds: ["a"] }, { courseIds: ["a", "b"] }, { courseIds: [] }];
    expect(certifiedMembersFor({ ...DEFAULT_TIER_RULES[1], courseIds: [] } as TierRule, members)).toBe(2);
    expect(
      certifiedMembersFor({ ...DEFAULT_TIER_RULES[1], courseIds: ["a", "b"] } as TierRule, members),
    ).toBe(1);
  });
});

/**
 * The reference for how a tier moves, day by day: a promotion at once; below the tier, the day it first fell
 * short is remembered and the demotion happens once `grace` days have passed since then (to what it earns that
 * day), unless it earned the tier again in between; an override holds until it ends, then the earned tier.
 */
function referenceRun(
  earnedByDay: PartnerTier[],
  grace: number,
  override: { tier: PartnerTier; fromDay: number; toDay: number } | null,
): PartnerTier[] {
  const rank = (tier: PartnerTier) => PARTNER_TIERS.indexOf(tier);
  let tier: PartnerTier = "bronze";
  let shortSince: number | null = null;
  return earnedByDay.map((earned, day) => {
    if (override && day >= override.fromDay && day < override.toDay) {
      tier = override.tier;
      shortSince = null;
      return tier;
    }
    if (override && day === override.toDay) {
      tier = earned;
      shortSince = null;
      return tier;
    }
    if (rank(earned) >= rank(tier)) {
      tier = earned;
      shortSince = null;
    } else {
      shortSince ??= day;
      if (day - shortSince >= grace) {
        tier = earned;
        shortSince = null;
      }
    }
    return tier;
  });
}

describe("nextTierState", () => {
  it("moves a tier as the day-by-day reference does: promotions at once, demotions after the grace, overrides held", () => {
    fc.assert(
      fc.property(
        fc.array(tierArb, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 10 }),
        fc.option(
          fc
            .record({
              tier: tierArb,
              fromDay: fc.integer({ min: 0, max: 59 }),
              length: fc.integer({ min: 1, max: 20 }),
            })
            .map(({ tier, fromDay, length }) => ({ tier, fromDay, toDay: fromDay + length })),
          { nil: null },
        ),
        (earnedByDay, grace, override) => {
          const expected = referenceRun(earnedByDay, grace, override);
          let state: TierState = { tier: "bronze", demotion: null, override: null };
          const actual = earnedByDay.map((earned, day) => {
            const now = new Date(START + day * DAY);
            if (override && day === override.fromDay) {
              // Staff set it that morning; the evaluation that day sees it.
              state = {
                tier: override.tier,
                demotion: null,
                override: { tier: override.tier, endsAt: new Date(START + override.toDay * DAY) },
              };
            }
            state = nextTierState(state, earned, now, grace).state;
            return state.tier;
          });
          expect(actual).toEqual(expected);
        },
      ),
    );
  });

  it("warns once, then demotes on the day the grace ends, to the tier earned then", () => {
    const now = new Date(START);
    const gold: TierState = { tier: "gold", demotion: null, override: null };
    const warned = nextTierState(gold, "silver", now, 90);
    expect(warned.event).toEqual({
      kind: "warned",
      from: "gold",
      to: "silver",
      dueAt: new Date(START + 90 * DAY),
    });
    const later = nextTierState(warned.state, "bronze", new Date(START + 10 * DAY), 90);
    expect(later.event).toBeNull();
    expect(later.state.demotion).toEqual({ tier: "bronze", dueAt: new Date(START + 90 * DAY) });
    const due = nextTierState(later.state, "silver", new Date(START + 90 * DAY), 90);
    expect(due.event).toEqual({ kind: "demoted", from: "gold", to: "silver" });
    expect(due.state).toEqual({ tier: "silver", demotion: null, override: null });
  });

  it("drops a warning when the partner earns its tier again, and promotes at once", () => {
    const warned: TierState = {
      tier: "gold",
      demotion: { tier: "silver", dueAt: new Date(START + DAY) },
      override: null,
    };
    expect(nextTierState(warned, "gold", new Date(START), 90)).toEqual({
      state: { tier: "gold", demotion: null, override: null },
      event: null,
    });
    expect(nextTierState(warned, "platinum", new Date(START), 90).event).toEqual({
      kind: "promoted",
      from: "gold",
      to: "platinum",
    });
  });

  it("demotes at once with no grace", () => {
    const gold: TierState = { tier: "gold", demotion: null, override: null };
    expect(nextTierState(gold, "bronze", new Date(START), 0).event).toEqual({
      kind: "demoted",
      from: "gold",
      to: "bronze",
    });
  });
});
