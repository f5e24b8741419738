import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { JourneyStepKind } from "#shared/enums";
import { user } from "./auth";
import { createdAt } from "./columns";
import { businessType } from "./enums";
import { courses } from "./learning";
import { partners } from "./partners";

/**
 * The steps of the onboarding journey (docs/product/onboarding-journey.md#templates): a template per business
 * type, and the default (business type null) for a type without its own. A course step names its course, a
 * manual step its label.
 */
export const journeySteps = pgTable(
  "journey_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessType: businessType("business_type"),
    position: integer("position").notNull(),
    kind: text("kind").$type<JourneyStepKind>().notNull(),
    // A course taken out of the catalogue is refused while a step names it.
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "restrict" }),
    label: text("label"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "journey_steps_kind",
      sql`${t.kind} in ('sign_agreement', 'complete_profile', 'invite_colleague', 'complete_course', 'first_deal', 'manual')`,
    ),
    check("journey_steps_course", sql`(${t.kind} = 'complete_course') = (${t.courseId} is not null)`),
    check(
      "journey_steps_label",
      sql`(${t.kind} = 'manual') = (${t.label} is not null) and char_length(${t.label}) between 1 and 80`,
    ),
    index("journey_steps_business_type_position_idx").on(t.businessType, t.position),
  ],
);

/**
 * A partner's done steps: written once, when its event happens or staff tick it (the key makes a second event a
 * no-op), and removed only when staff untick a manual step or the step leaves the template.
 */
export const partnerJourneySteps = pgTable(
  "partner_journey_steps",
  {
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    stepId: uuid("step_id")
      .notNull()
      .references(() => journeySteps.id, { onDelete: "cascade" }),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull(),
    // Who ticked a manual step; null for a step the portal saw done.
    doneBy: text("done_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.stepId] }),
    index("partner_journey_steps_step_idx").on(t.stepId),
  ],
);
