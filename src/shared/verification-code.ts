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

/**
 * The page the build renders for a code the server knows no certificate by (decision 0037) says "not found" for
 * this code, which the server writes in per request; the slot cannot be a code itself.
 */
export const ASKED_CODE_SLOT = "ASKED-CODE-SLOT";

/** Names the meta tag with which that page tells the app the server found no certificate for its code. */
export const CERTIFICATE_NOT_FOUND_META = "certificate-not-found";

/**
 * The page the build renders for a certificate (decision 0037) draws these in place of its facts, which the server
 * writes in per request. The dates are drawn as standardDay writes them; no certificate was issued on either day.
 */
export const CERTIFICATE_SLOTS = {
  holderName: "CERTIFICATE-HOLDER-SLOT",
  courseTitle: "CERTIFICATE-COURSE-SLOT",
  completedAt: new Date("1901-02-03T00:00:00Z"),
  issuedAt: new Date("1902-03-04T00:00:00Z"),
  verificationCode: "CERTIFICATE-CODE-SLOT",
} as const;

/** The id of the `<script type="application/json">` with which that page hands the app the certificate. */
export const VERIFIED_CERTIFICATE_DATA = "verified-certificate";
