import { z } from "zod";
import { BUSINESS_TYPES, JOURNEY_STEP_KINDS } from "../enums";
import { uuid } from "./ids";
import { pageInput, pageOf } from "./paging";
import { requiredText } from "./text";

// A partner's onboarding journey (docs/product/onboarding-journey.md): an ordered template of steps per business
// type, the steps each partner has done, and the partners whose journey stands still.

/** Most steps a template holds: a journey a partner reads on one card. */
export const JOURNEY_STEPS_MAX = 12;

export const JOURNEY_MESSAGES = {
  notManual:
    "Only a step your team ticks by hand can be ticked or unticked; the portal ticks the others itself.",
  notInJourney: "That step is not part of this partner's journey.",
  courseMissing: "Choose the course this step asks for.",
  unknownCourse: "That course is not a published partner course.",
  labelMissing: "Give the step a name, such as Kickoff call.",
  repeated: "A step appears twice in the journey. Keep it once.",
  keptStepChanged:
    "A saved step keeps what it asks, so partners' progress on it stays true. Remove it and add a new step instead.",
} as const;

const stepKind = z.enum(JOURNEY_STEP_KINDS, { error: "Choose what the step asks." });

export const journeyTemplateStepInput = z
  .object({
    /** An existing step of this template keeps its id, and with it every partner's progress on it. */
    id: uuid().optional(),
    kind: stepKind,
    courseId: uuid({ error: JOURNEY_MESSAGES.courseMissing }).nullish(),
    label: requiredText("The step's name", 80).nullish(),
  })
  .superRefine((step, context) => {
    if (step.kind === "complete_course" && !step.courseId)
      context.addIssue({ code: "custom", message: JOURNEY_MESSAGES.courseMissing, path: ["courseId"] });
    if (step.kind === "manual" && !step.label)
      context.addIssue({ code: "custom", message: JOURNEY_MESSAGES.labelMissing, path: ["label"] });
  });
export type JourneyTemplateStepInput = z.input<typeof journeyTemplateStepInput>;

/** The template of one business type, or the default (`default`) every type without its own follows. */
export const journeyAudience = z.enum(["default", ...BUSINESS_TYPES], {
  error: "Choose the default journey or a business type.",
});
export type JourneyAudience = z.infer<typeof journeyAudience>;

export const saveJourneyTemplateInput = z
  .object({
    audience: journeyAudience,
    /** In order; an empty list removes a business type's own template (it then follows the default). */
    steps: z
      .array(journeyTemplateStepInput)
      .max(JOURNEY_STEPS_MAX, { error: `A journey has at most ${JOURNEY_STEPS_MAX} steps.` })
      .superRefine((steps, context) => {
        const seen = new Set<string>();
        for (const [index, step] of steps.entries()) {
          if (step.id && seen.has(step.id))
            context.addIssue({ code: "custom", message: JOURNEY_MESSAGES.repeated, path: [index, "id"] });
          if (step.id) seen.add(step.id);
        }
      }),
  })
  .meta({
    examples: [
      {
        audience: "default",
        steps: [
          { kind: "sign_agreement" },
          { kind: "complete_profile" },
          { kind: "manual", label: "Kickoff call" },
          { kind: "first_deal" },
        ],
      },
    ],
  });
export type SaveJourneyTemplateInput = z.input<typeof saveJourneyTemplateInput>;

export const journeyTemplateStep = z.object({
  id: z.string(),
  kind: stepKind,
  courseId: z.string().nullable(),
  courseTitle: z.string().nullable(),
  label: z.string().nullable(),
  /** The step as partners read it, e.g. "Complete the course Selling the Platform". */
  title: z.string(),
});
export type JourneyTemplateStep = z.infer<typeof journeyTemplateStep>;

export const journeyTemplate = z.object({
  audience: journeyAudience,
  steps: z.array(journeyTemplateStep),
  /** Active partners who follow this template. */
  partners: z.number().int(),
});
export type JourneyTemplate = z.infer<typeof journeyTemplate>;

export const journeyTemplatesOutput = z.object({
  templates: z.array(journeyTemplate),
  /** Published courses for partners, which a course step can name. */
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
});

export const journeyStep = journeyTemplateStep.extend({
  doneAt: z.date().nullable(),
  /** The staff member who ticked a manual step; staff alone read it. */
  doneByName: z.string().nullable(),
});
export type JourneyStep = z.infer<typeof journeyStep>;

export const partnerJourney = z.object({
  partnerId: z.string(),
  companyName: z.string(),
  steps: z.array(journeyStep),
  done: z.number().int(),
  total: z.number().int(),
  /** The first step not done, in order; null once every step is. */
  nextStepId: z.string().nullable(),
  completedAt: z.date().nullable(),
  /** When it last moved: its first approval, then its latest done step. */
  movedAt: z.date().nullable(),
  /** Stalled (standing still longer than the programme's threshold): since when it stands still, its last move. */
  stalledSince: z.date().nullable(),
  approvedAt: z.date().nullable(),
  firstDealAt: z.date().nullable(),
  /** Whole days from first approval to first deal; null before the first deal. */
  daysToFirstDeal: z.number().int().nullable(),
});
export type PartnerJourney = z.infer<typeof partnerJourney>;

export const partnerJourneyInput = z.object({ partnerId: uuid() });

export const journeyStepInput = z.object({ partnerId: uuid(), stepId: uuid() });

export const stalledPartnersInput = z.object(pageInput);

export const stalledPartner = z.object({
  partnerId: z.string(),
  companyName: z.string(),
  stepTitle: z.string(),
  movedAt: z.date(),
  daysStalled: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
  remindedAt: z.date().nullable(),
});
export type StalledPartner = z.infer<typeof stalledPartner>;

export const journeySummaryOutput = z.object({
  stallDays: z.number().int(),
  inProgress: z.number().int(),
  stalled: z.number().int(),
  completed: z.number().int(),
  /** Mean whole days from first approval to first deal over the active partners that have one. */
  averageDaysToFirstDeal: z.number().nullable(),
  partnersWithFirstDeal: z.number().int(),
});
export type JourneySummary = z.infer<typeof journeySummaryOutput>;

/** The partners stalled longest first, one page at a time. */
export const stalledPartnersOutput = pageOf(stalledPartner);
