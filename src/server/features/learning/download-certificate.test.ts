import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, emailOutbox, partnerAuditLogs } from "#server/db/schema/index";
import { completedOn, createCertificate } from "#tests/factories/certificates";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { pdfText } from "#tests/support/files/pdf-text";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

const download = (enrollmentId: string, cookie: string, method = "GET") =>
  given.app.app.request(`http://localhost/api/v1/learning/certificates/${enrollmentId}/pdf`, {
    method,
    headers: { cookie },
  });

const downloadsOf = (courseId: string) =>
  db()
    .select()
    .from(partnerAuditLogs)
    .where(
      and(
        eq(partnerAuditLogs.action, "certificate_downloaded"),
        sql`${partnerAuditLogs.details}->>'course_id' = ${courseId}`,
      ),
    );

const contactEmail = () => given.partnerA.contactEmail.toLowerCase();

async function completed(userId: string, title = `Deal Registration ${crypto.randomUUID()}`) {
  const { course } = await createCourse(db(), { title });
  const enrollment = await createEnrollment(
    db(),
    userId,
    course.id,
    completedOn(new Date("2026-11-25T16:45:00Z")),
  );
  return { course, enrollment };
}

describe("downloading a certificate", () => {
  it("gives a partner contact the PDF of their completed course and audits the download", async () => {
    const { course, enrollment } = await completed(given.partnerAContactId, "Deal Registration / Advanced");
    const certificate = await createCertificate(db(), enrollment);
    const answer = await download(enrollment.id, given.asPartnerA.cookieHeader());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="Certificate - Deal Registration - Advanced.pdf"; filename*=UTF-8''Certificate%20-%20Deal%20Registration%20-%20Advanced.pdf`,
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(answer.headers.get("content-length")).toBe(String(bytes.byteLength));
    const text = pdfText(bytes);
    expect(text).toContain(given.partnerA.contactName);
    expect(text).toContain("Deal Registration / Advanced");
    expect(text).toContain("25 November 2026");
    expect(text).toContain(certificate.verificationCode);
    expect(text).toContain(`${given.app.config.publicUrl}/verify/${certificate.verificationCode}`);
    expect(await downloadsOf(course.id)).toEqual([
      expect.objectContaining({
        partnerId: given.partnerA.id,
        actorUserId: given.partnerAContactId,
        subjectType: "course",
        subjectId: course.id,
        subjectLabel: "Deal Registration / Advanced",
        details: {
          course_id: course.id,
          course_title: "Deal Registration / Advanced",
          completion_date: "2026-11-25",
        },
      }),
    ]);
  });

  it("audits a staff member's download without a partner", async () => {
    const { course, enrollment } = await completed(given.staffId);
    await createCertificate(db(), enrollment);
    expect((await download(enrollment.id, given.asStaff.cookieHeader())).status).toBe(200);
    expect(await downloadsOf(course.id)).toEqual([
      expect.objectContaining({ partnerId: null, actorUserId: given.staffId }),
    ]);
  });

  it("answers HEAD with the same headers, no body and no audit entry", async () => {
    const { course, enrollment } = await completed(given.staffId);
    await createCertificate(db(), enrollment);
    const cookie = given.asStaff.cookieHeader();
    const head = await download(enrollment.id, cookie, "HEAD");
    expect(head.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect(await downloadsOf(course.id)).toHaveLength(0);
    const get = await download(enrollment.id, cookie);
    for (const name of ["content-type", "content-length", "content-disposition"])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect(await downloadsOf(course.id)).toHaveLength(1);
  });

  it("answers another person's enrollment 404, exactly as a missing one, and audits nothing", async () => {
    const { course, enrollment } = await completed(given.partnerAContactId);
    await createCertificate(db(), enrollment);
    const hidden = await download(enrollment.id, given.asPartnerB.cookieHeader());
    const missing = await download(crypto.randomUUID(), given.asPartnerB.cookieHeader());
    expect(hidden.status).toBe(404);
    const body = await hidden.json();
    expect(body).toMatchObject({ message: "Enrollment not found." });
    expect(body).toEqual(await missing.json());
    // Holding manage_courses does not open another person's certificate either.
    expect((await download(enrollment.id, given.asAdmin.cookieHeader())).status).toBe(404);
    expect(await downloadsOf(course.id)).toHaveLength(0);
  });

  it("refuses an enrollment not yet completed with 400", async () => {
    const { course } = await createCourse(db());
    const enrollment = await createEnrollment(db(), given.staffId, course.id, {
      status: "in_progress",
      progressPercentage: 50,
    });
    const answer = await download(enrollment.id, given.asStaff.cookieHeader());
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: "A certificate can be downloaded only for a completed course.",
    });
    expect(await downloadsOf(course.id)).toHaveLength(0);
  });

  it("issues the certificate of a completion that has none, once, on its first download", async () => {
    const { enrollment } = await completed(given.partnerAContactId);
    const mailsTo = async () =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, contactEmail()))).length;
    const mailsBefore = await mailsTo();
    const first = await download(enrollment.id, given.asPartnerA.cookieHeader());
    expect(first.status).toBe(200);
    const issued = () => db().select().from(certificates).where(eq(certificates.enrollmentId, enrollment.id));
    const [certificate] = await issued();
    expect(certificate).toMatchObject({ userId: given.partnerAContactId, courseId: enrollment.courseId });
    const code = certificate?.verificationCode ?? "";
    expect(pdfText(new Uint8Array(await first.arrayBuffer()))).toContain(code);
    // The certificate-earned mail goes out with the certificate, and only then.
    expect(await mailsTo()).toBe(mailsBefore + 1);
    const again = await download(enrollment.id, given.asPartnerA.cookieHeader());
    expect(pdfText(new Uint8Array(await again.arrayBuffer()))).toContain(code);
    expect(await issued()).toHaveLength(1);
    expect(await mailsTo()).toBe(mailsBefore + 1);
  });
});
