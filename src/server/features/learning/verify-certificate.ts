import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { certificates, courses, enrollments, user } from "#server/db/schema/index";
import { AppError, rateLimited } from "#server/platform/app-error";
import { type RateLimitRule, reserveRateLimit } from "#server/platform/rate-limit";
import { LEARNING_MESSAGES, type VerifiedCertificate } from "#shared/contracts/learning";

/** Enough for a person checking certificates by hand, too few to walk the code space from one address. */
const VERIFY_RULE: RateLimitRule = { limit: 30, windowMs: 60_000 };

/** The certificate with the code, as the public check shows it, or undefined. */
async function findCertificate(db: Db, code: string): Promise<VerifiedCertificate | undefined> {
  const [found] = await db
    .select({
      holderName: user.name,
      courseTitle: courses.title,
      completedAt: enrollments.completedAt,
      issuedAt: certificates.issuedAt,
      verificationCode: certificates.verificationCode,
    })
    .from(certificates)
    .innerJoin(user, eq(user.id, certificates.userId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(enrollments, eq(enrollments.id, certificates.enrollmentId))
    .where(eq(certificates.verificationCode, code))
    .limit(1);
  return found && { valid: true, ...found, completedAt: found.completedAt ?? found.issuedAt };
}

/**
 * The public check of a certificate by its code (docs/product/learning.md#verification): who holds it, for which
 * course, since when. Nothing else about the holder is shown, and each client address has its own limit.
 */
export async function verifyCertificate(
  deps: { db: Db; clientIp: string | undefined },
  code: string,
): Promise<VerifiedCertificate> {
  if (deps.clientIp !== undefined) {
    const { result } = await reserveRateLimit(deps.db, `certificate-verify:${deps.clientIp}`, VERIFY_RULE);
    if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
  }
  const found = await findCertificate(deps.db, code);
  if (!found) throw new AppError("not_found", LEARNING_MESSAGES.certificateNotFound);
  return found;
}

/**
 * The certificate with the code, for the certificate page the server sends (decision 0037); null when none has it,
 * undefined when the address is over its limit. Each lookup counts against the limit, as the procedure's do: past
 * it the page answers nothing, a certificate's code neither, so codes cannot be walked through the page either.
 */
export async function certificateFor(
  deps: { db: Db; clientIp: string | undefined },
  code: string,
): Promise<VerifiedCertificate | null | undefined> {
  if (deps.clientIp !== undefined) {
    const { result } = await reserveRateLimit(deps.db, `certificate-verify:${deps.clientIp}`, VERIFY_RULE);
    if (!result.allowed) return undefined;
  }
  return (await findCertificate(deps.db, code)) ?? null;
}
