import { and, eq } from "drizzle-orm";
import { partnerPortalUrl } from "#server/auth/trusted-origins";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { certificates, courses, user, userRoles } from "#server/db/schema/index";
import { enqueueEmail } from "#server/platform/email/outbox";
import { certificateEarnedEmail } from "#server/platform/email/templates/certificate-earned";
import { notify } from "#server/platform/notifications";
import { certificateEarnedNotice } from "./notification-messages";
import { newVerificationCode } from "./verification-code";

/** Where the mail sends the learner: the partner dashboard (decision 0004) or the staff Certifications tab. */
function certificationsUrl(config: Config, isPartner: boolean): string {
  if (!isPartner) return `${config.publicUrl}/lms/certifications`;
  const portal = partnerPortalUrl(config);
  return `${portal.base}${portal.dashboardPath}`;
}

/**
 * The one certificate of a completed enrollment (docs/product/learning.md#certificates): inserted with a fresh
 * verification code unless the enrollment has one already (certificates.enrollment_id is unique, so racing
 * completions issue one), and only when newly created the "certificate earned" mail is queued in the same
 * transaction, with the learner's notification.
 */
export async function issueCertificate(
  tx: Pick<Db, "select" | "insert" | "execute">,
  config: Config,
  enrollment: { id: string; userId: string; courseId: string },
): Promise<{ id: string; verificationCode: string; created: boolean }> {
  const [created] = await tx
    .insert(certificates)
    .values({
      enrollmentId: enrollment.id,
      userId: enrollment.userId,
      courseId: enrollment.courseId,
      verificationCode: newVerificationCode(),
    })
    .onConflictDoNothing({ target: certificates.enrollmentId })
    .returning({ id: certificates.id, verificationCode: certificates.verificationCode });
  if (!created) {
    const [existing] = await tx
      .select({ id: certificates.id, verificationCode: certificates.verificationCode })
      .from(certificates)
      .where(eq(certificates.enrollmentId, enrollment.id));
    if (!existing) throw new Error("the certificate neither inserted nor found");
    return { ...existing, created: false };
  }

  // One after another: the transaction's one connection runs one statement at a time.
  const [holder] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, enrollment.userId));
  const [course] = await tx
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, enrollment.courseId));
  const [partnerRole] = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, enrollment.userId), eq(userRoles.role, "partner")));
  if (!holder || !course) throw new Error("a certificate for a missing learner or course");
  await notify(
    tx,
    [enrollment.userId],
    certificateEarnedNotice({ id: enrollment.courseId, title: course.title }),
  );
  await enqueueEmail(
    tx,
    certificateEarnedEmail({
      to: holder.email,
      holderName: holder.name,
      courseTitle: course.title,
      certificationsUrl: certificationsUrl(config, partnerRole !== undefined),
    }),
  );
  return { ...created, created: true };
}
