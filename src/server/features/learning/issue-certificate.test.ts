import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, emailOutbox } from "#server/db/schema/index";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { issueCertificate } from "./issue-certificate";
import { newVerificationCode } from "./verification-code";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

describe("issuing a certificate", () => {
  it("issues one certificate per enrollment and mails the learner only when it is new", async () => {
    const person = await createUser(db(), { name: "Robin Learner" });
    const { course } = await createCourse(db(), { title: "Pricing Basics" });
    const enrollment = await createEnrollment(db(), person.id, course.id, {
      status: "completed",
      completedAt: new Date(),
    });
    const first = await db().transaction((tx) => issueCertificate(tx, given.app.config, enrollment));
    expect(first.created).toBe(true);
    expect(first.verificationCode).toMatch(/^[A-Z2-7]{26}$/);
    const again = await db().transaction((tx) => issueCertificate(tx, given.app.config, enrollment));
    expect(again).toEqual({ ...first, created: false });

    expect(
      await db().select().from(certificates).where(eq(certificates.enrollmentId, enrollment.id)),
    ).toEqual([expect.objectContaining({ id: first.id, userId: person.id, courseId: course.id })]);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: "certificate-earned",
      subject: "Certificate earned: Pricing Basics",
      payload: { holderName: "Robin Learner", courseTitle: "Pricing Basics" },
    });
    expect(mails[0]?.html).toContain(`href="${given.app.config.publicUrl}/lms/certifications"`);
  });

  it("leaves nothing behind when the completing transaction fails", async () => {
    const person = await createUser(db());
    const { course } = await createCourse(db());
    const enrollment = await createEnrollment(db(), person.id, course.id);
    await expect(
      db().transaction(async (tx) => {
        await issueCertificate(tx, given.app.config, enrollment);
        throw new Error("the completion failed");
      }),
    ).rejects.toThrow("the completion failed");
    expect(
      await db().select().from(certificates).where(eq(certificates.enrollmentId, enrollment.id)),
    ).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email))).toEqual([]);
  });
});

describe("verification codes", () => {
  it("are 26 base32 characters, different every time", () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{26}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // The whole alphabet is used, and the last character varies too: every one of the 130 bits is random.
    expect(new Set(codes.join("")).size).toBe(32);
    expect(new Set(codes.map((code) => code[25])).size).toBeGreaterThan(1);
  });
});
