import { and, eq } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { certificates, courses, enrollments } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { contentDisposition } from "#server/platform/http/content-disposition";
import type { FileResponse } from "#server/platform/http/stored-file-response";
import type { Logger } from "#server/platform/logger";
import type { Learner } from "#server/rpc/caller-access";
import { LEARNING_MESSAGES } from "#shared/contracts/learning";
import { issueCertificate } from "./issue-certificate";

/**
 * The certificate of one of the caller's own completed enrollments as a PDF (docs/product/learning.md#certificates).
 * Another person's enrollment is not found, as a missing one. A completion from before certificates were
 * issued gets its certificate now. Each download, not a HEAD (which reads nothing), writes the
 * certificate_downloaded audit entry in the same transaction.
 */
export async function downloadCertificate(
  deps: { db: Db; config: Config; logger: Logger },
  learner: Learner,
  input: { enrollmentId: string; headOnly: boolean },
): Promise<FileResponse> {
  const { bytes, courseTitle } = await deps.db.transaction(async (tx) => {
    const [enrollment] = await tx
      .select({
        id: enrollments.id,
        userId: enrollments.userId,
        courseId: enrollments.courseId,
        status: enrollments.status,
        completedAt: enrollments.completedAt,
        courseTitle: courses.title,
        certificateCode: certificates.verificationCode,
        issuedAt: certificates.issuedAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .leftJoin(certificates, eq(certificates.enrollmentId, enrollments.id))
      .where(and(eq(enrollments.id, input.enrollmentId), eq(enrollments.userId, learner.userId)))
      .limit(1);
    if (!enrollment) throw new AppError("not_found", LEARNING_MESSAGES.enrollmentNotFound);
    if (enrollment.status !== "completed") throw new AppError("bad_request", LEARNING_MESSAGES.notCompleted);

    let verificationCode = enrollment.certificateCode;
    if (verificationCode === null) {
      const issued = await issueCertificate(tx, deps.config, enrollment);
      verificationCode = issued.verificationCode;
      if (issued.created) deps.logger.info({ enrollmentId: enrollment.id }, "certificate issued on download");
    }
    const completedAt = enrollment.completedAt ?? enrollment.issuedAt ?? new Date();
    // pdf-lib loads with the first certificate drawn, not with every server start.
    const { certificatePdf } = await import("./certificate-pdf");
    const pdf = await certificatePdf({
      holderName: learner.name,
      courseTitle: enrollment.courseTitle,
      completedAt,
      verificationCode,
      verificationUrl: `${deps.config.publicUrl}/verify/${verificationCode}`,
    });

    if (!input.headOnly) {
      await recordAudit(tx, {
        partnerId: learner.partnerId,
        actorUserId: learner.userId,
        action: "certificate_downloaded",
        subject: { type: "course", id: enrollment.courseId, label: enrollment.courseTitle },
        details: {
          course_id: enrollment.courseId,
          course_title: enrollment.courseTitle,
          completion_date: completedAt.toISOString().slice(0, 10),
        },
      });
    }
    return { bytes: pdf, courseTitle: enrollment.courseTitle };
  });

  return {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      // A title's slashes would otherwise be read as folders and cut the name short.
      "content-disposition": contentDisposition(
        "attachment",
        `Certificate - ${courseTitle.replace(/[\\/]/g, "-")}.pdf`,
      ),
      "content-length": String(bytes.byteLength),
      "cache-control": "private, no-store",
    },
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        // A HEAD answers with the same headers and an empty body.
        if (!input.headOnly) controller.enqueue(bytes);
        controller.close();
      },
    }),
  };
}
