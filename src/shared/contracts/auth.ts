import { z } from "zod";
import { APP_ROLES } from "../enums";
import { emailAddress, storableString } from "./text";

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match. Please try again.";
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
/** Refusals beyond the length (docs/product/security.md#passwords); each says why the password is refused. */
export const PASSWORD_REFUSALS = {
  common:
    "This password is one of the 10,000 most used, so it is among the first that attackers try. Please choose another.",
  emailName: "This password contains your e-mail name, which others can guess. Please choose another.",
  company: "This password contains your company's name, which others can guess. Please choose another.",
} as const;

const email = emailAddress("Email");

export { PARTNER_SIGN_IN_REFUSALS, type PartnerSignInRefusal } from "../partner-sign-in-refusals";

export const partnerSignInInput = z.object({
  email,
  password: z.string().min(1, { error: "Please enter your password." }).max(128),
});

export const signedInUser = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type SignedInUserDto = z.infer<typeof signedInUser>;

export const partnerSignInOutput = z.object({ user: signedInUser });

export const requestSetupEmailInput = z.object({ email });
export const requestSetupEmailOutput = z.object({ sent: z.literal(true) });

export const setupTokenInput = z
  .object({ token: storableString("The setup link").min(1).max(200) })
  .meta({ examples: [{ token: "not-a-setup-token" }] });
export const setupTokenOutput = z.object({ valid: z.boolean() });

export const setPasswordFields = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT }).max(128),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export const completeSetupInput = z.intersection(setupTokenInput, setPasswordFields).meta({
  examples: [{ token: "not-a-setup-token", password: "a-new-password", confirmPassword: "a-new-password" }],
});
export const completeSetupOutput = z.object({ user: signedInUser });

/**
 * Why an administrator ended a session (docs/product/partner-sign-in.md#ended-sessions: the sign-in messages
 * say it to the person).
 */
export const SESSION_END_REASONS = ["partner_suspended", "partner_rejected", "member_removed"] as const;

export const sessionOutput = z.object({
  user: signedInUser.nullable(),
  /** Set when there is no user because an administrator ended the session this browser held. */
  endedBecause: z.enum(SESSION_END_REASONS).optional(),
});

export const permissionProfileOutput = z.object({
  user: signedInUser,
  roles: z.array(z.enum(APP_ROLES)),
  permissions: z.array(z.string()),
  roleLevel: z.number().int(),
  departments: z.array(z.string()),
});
export type PermissionProfileDto = z.infer<typeof permissionProfileOutput>;
