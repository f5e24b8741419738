import { z } from "zod";

// The programme's rules for deal registrations (docs/product/programme.md#settings). Holders of manage_programme
// change them; a change applies to deals approved afterwards, each approved deal keeping the terms it was
// approved under.

const days = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of days.` })
    .int({ error: `${label} must be a whole number of days.` })
    .min(min, { error: `${label} must be at least ${min} ${min === 1 ? "day" : "days"}.` })
    .max(max, { error: `${label} must be at most ${max} days.` });

/**
 * Who a customer belongs to when a second partner registers it while another's registration protects it
 * (docs/product/programme.md#co-selling): the first approved keeps it (a reviewer may still override), or the
 * reviewer lets both sell it together and splits the commission.
 */
export const CONFLICT_POLICIES = ["first_approved", "co_sell"] as const;
export type ConflictPolicy = (typeof CONFLICT_POLICIES)[number];

export const programmeSettingsSchema = z
  .object({
    /** Days from approval during which no other partner's registration of the customer is approved. */
    protectionDays: days("The protection period", 1, 730),
    /** Days from approval after which an approved deal not yet closed expires. */
    expiryDays: days("The registration expiry", 1, 730),
    /** Days before the expiry that the member who registered the deal is reminded. */
    reminderDays: days("The reminder", 1, 90),
    /** How many times a partner may be granted more time on one deal (0: never). */
    maxExtensions: z
      .number({ error: "The number of extensions must be a number." })
      .int({ error: "The number of extensions must be a whole number." })
      .min(0, { error: "The number of extensions must be at least 0." })
      .max(5, { error: "The number of extensions must be at most 5." }),
    /** Days each granted extension adds to the protection and the expiry. */
    extensionDays: days("An extension", 1, 365),
    /** Business days a reviewer has for a submitted deal before the partner managers are told. */
    reviewDays: days("The review deadline", 1, 30),
    /** Days back from today over which a partner's closed-won deals count toward its tier. */
    tierWindowDays: days("The tier window", 30, 730),
    /** Days a partner keeps a tier it no longer earns, from the warning, before it is demoted (0: at once). */
    demotionGraceDays: days("The demotion grace period", 0, 365),
    /** Days a partner's onboarding journey may stand still before the partner counts as stalled. */
    journeyStallDays: days("The stall threshold", 1, 180),
    /** Whether a stalled partner's admins are reminded by mail, at most once a week. */
    journeyReminders: z.boolean({ error: "Choose whether stalled partners are reminded." }),
    conflictPolicy: z.enum(CONFLICT_POLICIES, {
      error: "Please choose first approved wins or co-selling as the conflict policy.",
    }),
  })
  .refine((s) => s.expiryDays >= s.protectionDays, {
    error: "The registration expiry must not be shorter than the protection period.",
    path: ["expiryDays"],
  })
  .refine((s) => s.reminderDays < s.expiryDays, {
    error: "The reminder must come before the registration expires.",
    path: ["reminderDays"],
  });

export type ProgrammeSettings = z.output<typeof programmeSettingsSchema>;

export const DEFAULT_PROGRAMME_SETTINGS: ProgrammeSettings = {
  protectionDays: 90,
  expiryDays: 90,
  reminderDays: 14,
  maxExtensions: 1,
  extensionDays: 30,
  reviewDays: 3,
  tierWindowDays: 365,
  demotionGraceDays: 90,
  journeyStallDays: 14,
  journeyReminders: true,
  conflictPolicy: "first_approved",
};

/** The terms an approved deal keeps: the settings of its approval that govern its registration afterwards. */
export type RegistrationTerms = Pick<
  ProgrammeSettings,
  "protectionDays" | "expiryDays" | "reminderDays" | "maxExtensions" | "extensionDays"
>;

/** The part of the settings an approved deal keeps as its own terms. */
export function registrationTerms(settings: ProgrammeSettings): RegistrationTerms {
  const { protectionDays, expiryDays, reminderDays, maxExtensions, extensionDays } = settings;
  return { protectionDays, expiryDays, reminderDays, maxExtensions, extensionDays };
}

export const registrationTermsSchema = z.object({
  protectionDays: z.number().int(),
  expiryDays: z.number().int(),
  reminderDays: z.number().int(),
  maxExtensions: z.number().int(),
  extensionDays: z.number().int(),
});

export const programmeSettingsOutput = z.object({
  settings: programmeSettingsSchema,
  updatedAt: z.date().nullable(),
  updatedByName: z.string().nullable(),
});

export const updateProgrammeSettingsInput = programmeSettingsSchema.meta({
  examples: [DEFAULT_PROGRAMME_SETTINGS],
});
