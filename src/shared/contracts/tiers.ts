import { z } from "zod";
import { PARTNER_TIERS } from "../enums";
import { TIER_REQUIREMENT_KEYS, type TierRule, tierRank } from "../tier-rules";
import { uuid } from "./ids";
import { requiredText } from "./text";

// Tiers by rule (docs/product/programme.md#tiers): what each tier asks and pays, a partner's progress to the
// next, staff overrides and the counts staff see.

const whole = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(0, { error: `${label} must not be negative.` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString("en-US")}.` });

/** Longest name a tier may have: it sits on a badge beside a company's name. */
export const TIER_NAME_MAX = 30;

export const tierRuleSchema = z.object({
  tier: z.enum(PARTNER_TIERS, { error: "Please choose a tier." }),
  name: requiredText("The tier's name", TIER_NAME_MAX),
  commissionRate: z
    .number({ error: "The commission rate must be a number." })
    .min(0, { error: "The commission rate must be between 0 and 100." })
    .max(100, { error: "The commission rate must be between 0 and 100." })
    // One decimal, as a partner's own rate (contracts/partners.ts), so the edit dialog takes the tier's rate.
    .multipleOf(0.1, { error: "The commission rate takes at most one decimal, e.g. 12.5." }),
  minWonValue: z
    .number({ error: "The closed-won value must be a number." })
    .min(0, { error: "The closed-won value must not be negative." })
    .max(999_999_999_999, { error: "The closed-won value is too large." })
    .multipleOf(0.01, { error: "The closed-won value takes at most two decimals." }),
  minDealsWon: whole("The deals won", 100_000),
  minCertifiedMembers: whole("The certified members", 10_000),
  courseIds: z
    .array(uuid({ error: "Please choose courses from the list." }))
    .max(20, { error: "A tier can name at most 20 courses." })
    .refine((ids) => new Set(ids).size === ids.length, { error: "Each course can be named once." }),
});

const REQUIREMENT_FIELDS = ["minWonValue", "minDealsWon", "minCertifiedMembers"] as const;

export const DEFAULT_TIER_RULES: TierRule[] = [
  {
    tier: "bronze",
    name: "Bronze",
    commissionRate: 10,
    minWonValue: 0,
    minDealsWon: 0,
    minCertifiedMembers: 0,
    courseIds: [],
  },
  {
    tier: "silver",
    name: "Silver",
    commissionRate: 12,
    minWonValue: 50_000,
    minDealsWon: 2,
    minCertifiedMembers: 1,
    courseIds: [],
  },
  {
    tier: "gold",
    name: "Gold",
    commissionRate: 15,
    minWonValue: 250_000,
    minDealsWon: 5,
    minCertifiedMembers: 2,
    courseIds: [],
  },
  {
    tier: "platinum",
    name: "Platinum",
    commissionRate: 20,
    minWonValue: 1_000_000,
    minDealsWon: 12,
    minCertifiedMembers: 4,
    courseIds: [],
  },
];

/** Every tier once; the lowest asks nothing; each tier asks at least what the tier below it asks. */
export const updateTiersInput = z
  .object({ tiers: z.array(tierRuleSchema).length(PARTNER_TIERS.length, { error: "Every tier is needed." }) })
  .superRefine(({ tiers }, ctx) => {
    const sorted = [...tiers].sort((a, b) => tierRank(a.tier) - tierRank(b.tier));
    if (sorted.some((rule, index) => rule.tier !== PARTNER_TIERS[index])) {
      ctx.addIssue({ code: "custom", message: "Every tier is needed, once each.", path: ["tiers"] });
      return;
    }
    const named = new Map<string, number>();
    tiers.forEach((rule, index) => {
      const key = rule.name.toLocaleLowerCase("en-US");
      if (named.has(key)) {
        ctx.addIssue({
          code: "custom",
          message: "Each tier needs a name of its own.",
          path: ["tiers", index, "name"],
        });
      }
      named.set(key, index);
    });
    const base = sorted[0] as TierRule;
    for (const field of REQUIREMENT_FIELDS) {
      if (base[field] !== 0) {
        ctx.addIssue({
          code: "custom",
          message: `${base.name} is every partner's first tier: it asks nothing.`,
          path: ["tiers", tiers.indexOf(base), field],
        });
      }
    }
    for (let index = 1; index < sorted.length; index++) {
      const rule = sorted[index] as TierRule;
      const below = sorted[index - 1] as TierRule;
      for (const field of REQUIREMENT_FIELDS) {
        if (rule[field] < below[field]) {
          ctx.addIssue({
            code: "custom",
            message: `${rule.name} must ask at least what ${below.name} asks.`,
            path: ["tiers", tiers.indexOf(rule), field],
          });
        }
      }
    }
  })
  .meta({ examples: [{ tiers: DEFAULT_TIER_RULES }] });

const tier = z.enum(PARTNER_TIERS);

export const tiersOutput = z.object({
  tiers: z.array(tierRuleSchema.extend({ partners: z.number().int() })),
  /** Demotions warned of and overrides ending, soonest first. */
  coming: z.array(
    z.object({
      partnerId: z.string(),
      companyName: z.string(),
      kind: z.enum(["demotion", "override_ends"]),
      from: tier,
      to: tier.nullable(),
      at: z.date(),
    }),
  ),
});

/** What the programme calls each tier, for every signed-in screen that shows one. */
export const tierNamesOutput = z.object({ names: z.record(tier, z.string()) });

/** The courses a tier can name: published, for partners. */
export const tierCoursesOutput = z.array(z.object({ id: z.string(), title: z.string() }));

const tierRequirements = z.array(
  z.object({ key: z.enum(TIER_REQUIREMENT_KEYS), current: z.number(), target: z.number() }),
);

export const tierProgressOutput = z.object({
  tier,
  commissionRate: z.number(),
  ownCommissionRate: z.boolean(),
  windowDays: z.number().int(),
  next: z
    .object({
      tier,
      commissionRate: z.number(),
      requirements: tierRequirements,
    })
    .nullable(),
  /** A warned drop: to `tier` on `dueAt`, unless the partner meets `requirements` (its own tier's) again first. */
  demotion: z.object({ tier, dueAt: z.date(), requirements: tierRequirements }).nullable(),
  /** The reason is staff's: partners get null. */
  override: z.object({ tier, endsAt: z.date(), reason: z.string().nullable() }).nullable(),
});
export type TierProgress = z.output<typeof tierProgressOutput>;

export const setTierOverrideInput = z.object({
  partnerId: uuid({ error: "Partner not found." }),
  tier: z.enum(PARTNER_TIERS, { error: "Please choose a tier." }),
  reason: requiredText("The reason", 500),
  endsOn: z.iso.date({ error: "Please choose the date the override ends." }),
});

/** One partner, by id: whose tier a staff member reads or whose override ends. */
export const partnerTierInput = z.object({ partnerId: uuid({ error: "Partner not found." }) });
