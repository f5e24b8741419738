import { z } from "zod";
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from "./auth";
import { optionalText, requiredText, storableString } from "./text";

// Profile Settings and Preferences (docs/product/profile-and-preferences.md): what a signed-in person reads and
// changes about themselves, and only themselves.

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

/** Whether the runtime knows the IANA time zone. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether the text is a well-formed BCP 47 locale. */
export function isKnownLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

export const profileSettingsOutput = z.object({
  email: z.string(),
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  /** The partner's contact phone; null for staff, who have none. */
  contactPhone: z.string().nullable(),
  isPartner: z.boolean(),
  /** The single sign-on account a staff member signs in with; null for partners, who use a password. */
  signInAccount: z.object({ provider: z.string(), accountId: z.string() }).nullable(),
});
export type ProfileSettings = z.infer<typeof profileSettingsOutput>;

export const profileSettingsSchema = z
  .object({
    fullName: requiredText("Full name", 200),
    jobTitle: optionalText("Job title", 200),
    /** Only a partner's contact has one; staff leave it out. */
    contactPhone: optionalText("Contact phone", 50),
  })
  .meta({ examples: [{ fullName: "Renamed Person", jobTitle: "Lead", contactPhone: "+1 555 0100" }] });
export type ProfileSettingsForm = z.input<typeof profileSettingsSchema>;

export const preferencesSchema = z
  .object({
    theme: z.enum(THEMES, { error: "Please choose light, dark or system." }),
    /** Empty follows the browser's zone. */
    timeZone: storableString("Time zone")
      .trim()
      .max(100)
      .refine((zone) => zone === "" || isKnownTimeZone(zone), { error: "Please choose a known time zone." })
      .transform((zone) => zone || null),
    /** Empty follows the browser's locale. */
    dateLocale: storableString("Date format")
      .trim()
      .max(35)
      .refine((locale) => locale === "" || isKnownLocale(locale), {
        error: "Please choose a known date format.",
      })
      .transform((locale) => locale || null),
  })
  .meta({ examples: [{ theme: "system", timeZone: "Europe/Berlin", dateLocale: "en-GB" }] });
export type PreferencesForm = z.input<typeof preferencesSchema>;

export const preferencesOutput = z.object({
  theme: z.enum(THEMES),
  timeZone: z.string().nullable(),
  dateLocale: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesOutput>;

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: "Please enter your current password." }).max(128),
    password: z.string().min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT }).max(128),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  })
  .meta({
    examples: [
      {
        currentPassword: "not-the-current-password",
        password: "a-new-password",
        confirmPassword: "a-new-password",
      },
    ],
  });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

export const changePasswordOutput = z.object({ otherSessionsEnded: z.number().int() });
