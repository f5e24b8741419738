// Apart from the contracts (contracts/auth.ts re-exports them): the sign-in page reads them without loading zod.

/**
 * Why a partner sign-in was refused before the password was checked
 * (docs/product/partner-sign-in.md#sign-in-refusals), in the order checked.
 */
export const PARTNER_SIGN_IN_REFUSALS = {
  not_found: "No approved partner account found with this email address.",
  pending: "Your application is still under review. You'll receive an email once approved.",
  rejected: "Your application was not approved. Please check your application status for more details.",
  suspended: "Your partner account has been suspended. Please contact support.",
  inactive: "Your account is not active.",
} as const;
export type PartnerSignInRefusal = keyof typeof PARTNER_SIGN_IN_REFUSALS;
