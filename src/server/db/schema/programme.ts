import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ConflictPolicy } from "#shared/contracts/programme-settings";
import { user } from "./auth";
import { updatedAt } from "./columns";
import { partnerTier } from "./enums";
import { partners } from "./partners";

/**
 * The programme's registration rules (docs/product/programme.md#settings): one row, id 1, written on the first
 * save; until then the defaults of the contract apply.
 */
export const programmeSettings = pgTable(
  "programme_settings",
  {
    id: integer("id").primaryKey().default(1),
    protectionDays: integer("protection_days").notNull(),
    expiryDays: integer("expiry_days").notNull(),
    reminderDays: integer("reminder_days").notNull(),
    maxExtensions: integer("max_extensions").notNull(),
    extensionDays: integer("extension_days").notNull(),
    reviewDays: integer("review_days").notNull(),
    tierWindowDays: integer("tier_window_days").default(365).notNull(),
    demotionGraceDays: integer("demotion_grace_days").default(90).notNull(),
    // Days a partner's onboarding journey may stand still before it counts as stalled, and whether the stalled
    // partner's admins are reminded by mail (docs/product/onboarding-journey.md#stalled-partners).
    journeyStallDays: integer("journey_stall_days").default(14).notNull(),
    journeyReminders: boolean("journey_reminders").default(true).notNull(),
    conflictPolicy: text("conflict_policy").$type<ConflictPolicy>().default("first_approved").notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("programme_settings_one_row", sql`${t.id} = 1`),
    check(
      "programme_settings_in_range",
      sql`${t.protectionDays} >= 1 and ${t.expiryDays} >= ${t.protectionDays} and ${t.reminderDays} >= 1
        and ${t.reminderDays} < ${t.expiryDays} and ${t.maxExtensions} between 0 and 5
        and ${t.extensionDays} >= 1 and ${t.reviewDays} >= 1
        and ${t.tierWindowDays} >= 1 and ${t.demotionGraceDays} >= 0 and ${t.journeyStallDays} >= 1`,
    ),
    check("programme_settings_conflict_policy", sql`${t.conflictPolicy} in ('first_approved', 'co_sell')`),
  ],
);

/**
 * What each tier asks and gives (docs/product/programme.md#tiers): one row a tier, its rank the tier's place in
 * the enum. The migration writes the defaults; holders of manage_programme change them.
 */
export const programmeTiers = pgTable(
  "programme_tiers",
  {
    tier: partnerTier("tier").primaryKey(),
    // Its name as people see it; the tier itself is the enum's value (docs/product/programme.md#tiers).
    name: text("name").notNull(),
    commissionRate: numeric("commission_rate", { precision: 5, scale: 2 }).notNull(),
    minWonValue: numeric("min_won_value", { precision: 14, scale: 2 }).notNull(),
    minDealsWon: integer("min_deals_won").notNull(),
    minCertifiedMembers: integer("min_certified_members").notNull(),
    // The courses a member completes to count as certified for this tier; none: any completed course.
    courseIds: uuid("course_ids").array().default([]).notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("programme_tiers_commission_rate_range", sql`${t.commissionRate} between 0 and 100`),
    check("programme_tiers_name_length", sql`char_length(${t.name}) between 1 and 30`),
    check(
      "programme_tiers_requirements_non_negative",
      sql`${t.minWonValue} >= 0 and ${t.minDealsWon} >= 0 and ${t.minCertifiedMembers} >= 0`,
    ),
  ],
);

/**
 * What is pending on a partner's tier (partners.tier): a demotion it was warned of, and a staff override. A
 * partner with nothing pending has no row.
 */
export const partnerTierStates = pgTable(
  "partner_tier_states",
  {
    partnerId: uuid("partner_id")
      .primaryKey()
      .references(() => partners.id, { onDelete: "cascade" }),
    demotionTier: partnerTier("demotion_tier"),
    demotionDueAt: timestamp("demotion_due_at", { withTimezone: true }),
    overrideTier: partnerTier("override_tier"),
    overrideEndsAt: timestamp("override_ends_at", { withTimezone: true }),
    overrideReason: text("override_reason"),
    overrideBy: text("override_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check(
      "partner_tier_states_demotion_whole",
      sql`(${t.demotionTier} is null) = (${t.demotionDueAt} is null)`,
    ),
    check(
      "partner_tier_states_override_whole",
      sql`(${t.overrideTier} is null) = (${t.overrideEndsAt} is null)
        and (${t.overrideTier} is null) = (${t.overrideReason} is null)`,
    ),
    // Staff's coming changes: demotions by date, overrides by their end.
    index("partner_tier_states_demotion_due_at_idx")
      .on(t.demotionDueAt)
      .where(sql`${t.demotionDueAt} is not null`),
    index("partner_tier_states_override_ends_at_idx")
      .on(t.overrideEndsAt)
      .where(sql`${t.overrideEndsAt} is not null`),
  ],
);

/**
 * The programme run's daily work across app servers: the day whose tier evaluation finished, and when a server
 * claimed the next; a claim older than its lease is taken over, so a server stopping mid-run delays the day's
 * evaluation by the lease, never skips it. One row, id 1.
 */
export const programmeRuns = pgTable(
  "programme_runs",
  {
    id: integer("id").primaryKey().default(1),
    tiersEvaluatedOn: date("tiers_evaluated_on", { mode: "string" }),
    tiersClaimedAt: timestamp("tiers_claimed_at", { withTimezone: true }),
    // The day every partner's journey was last brought up to date with its facts, and the claim on the next.
    journeysReconciledOn: date("journeys_reconciled_on", { mode: "string" }),
    journeysClaimedAt: timestamp("journeys_claimed_at", { withTimezone: true }),
  },
  (t) => [check("programme_runs_one_row", sql`${t.id} = 1`)],
);
