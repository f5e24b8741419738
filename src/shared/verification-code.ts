/** A certificate's verification code: 26 characters of base32 (130 random bits). */
export const VERIFICATION_CODE = /^[A-Z2-7]{26}$/;

/**
 * The code as contracts/learning.ts's verificationCodeSchema reads it (trimmed, upper case), or null when it
 * cannot be a verification code: the public certificate page checks it without loading zod (decision 0032).
 */
export function verificationCodeOf(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return VERIFICATION_CODE.test(code) ? code : null;
}
