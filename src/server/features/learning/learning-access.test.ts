import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { courseLessons, courses, enrollments, user } from "#server/db/schema/index";
import { completedOn, createCertificate } from "#tests/factories/certificates";
import { courseForm, createCourse, createEnrollment, passingAnswers } from "#tests/factories/courses";
import { createUser } from "#tests/factories/users";
import {
  describeFeatureAccess,
  type FeatureCaller,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";
import { LESSONS_BUCKET } from "./lesson-files";

const given = setUpFeatureAccessApp("manage_courses");
const db = () => given.app.testDatabase.database.db;

// Staff take courses too, so every signed-in caller is a learner (docs/product/learning.md#who-learns); only
// holders of manage_courses write courses and enroll others (docs/product/learning.md#courses).
const LEARNERS = ["partnerA", "partnerB", "staff", "permitted", "admin"] as const satisfies FeatureCaller[];
const AUTHORS = ["permitted", "admin"] as const satisfies FeatureCaller[];
const managesCourses = (caller: FeatureCaller) => caller === "permitted" || caller === "admin";

const course = (overrides: Parameters<typeof createCourse>[1] = {}) =>
  createCourse(db(), { title: `Access ${randomUUID()}`, ...overrides });

async function partnerAContactId(): Promise<string> {
  const [contact] = await db()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, given.partnerA.contactEmail.toLowerCase()));
  if (!contact) throw new Error("partner A has no contact account");
  return contact.id;
}

/** A completed course of partner A's contact with its certificate: someone's own row no one else may read. */
async function partnerACertificate() {
  const { course: taken } = await course();
  const enrollment = await createEnrollment(
    db(),
    await partnerAContactId(),
    taken.id,
    completedOn(new Date()),
  );
  return { enrollment, certificate: await createCertificate(db(), enrollment) };
}

/** A course whose first lesson carries a PDF. */
async function courseWithLessonFile() {
  const made = await course();
  const lesson = made.lessons[0];
  if (!lesson) throw new Error("a factory course without lessons");
  const key = `courses/${made.course.id}/${randomUUID()}/lesson.pdf`;
  await given.app.storage.put(LESSONS_BUCKET, key, SAMPLE_PDF);
  await db()
    .update(courseLessons)
    .set({ fileKey: key, fileName: "lesson.pdf", fileType: "application/pdf", fileSize: SAMPLE_PDF.length })
    .where(eq(courseLessons.id, lesson.id));
  return { ...made, lesson };
}

// By its id: a course has several lessons, and PostgreSQL returns them in no set order.
const lessonById = async (lessonId: string) => {
  const [lesson] = await db().select().from(courseLessons).where(eq(courseLessons.id, lessonId));
  return lesson;
};

type Course = Awaited<ReturnType<typeof course>>;
type ListResult = { items: { id?: string; courseId?: string; enrollmentId?: string; userId?: string }[] };

describeFeatureAccess(given, "learning", {
  // ---- Taking courses: every signed-in caller, each on their own enrollment ----

  stats: featureCase({
    allowed: LEARNERS,
    prepare: async () => undefined,
    call: (client) => client.learning.stats(),
    verify: async (_target, result, caller) => {
      expect(result).toMatchObject({ scope: managesCourses(caller) ? "programme" : "mine" });
    },
  }),
  catalog: featureCase<Course>({
    allowed: LEARNERS,
    prepare: course,
    call: (client, target) => client.learning.catalog({ search: target.course.title }),
    verify: async (target, result) => {
      expect((result as ListResult).items.map((item) => item.id)).toEqual([target.course.id]);
    },
  }),
  course: featureCase<Course>({
    allowed: LEARNERS,
    prepare: course,
    call: (client, target) => client.learning.course({ id: target.course.id }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ id: target.course.id, lessons: [{}, {}] });
      // The learner's copy of the quiz never says which answers are right.
      expect(JSON.stringify(result)).not.toContain("correct");
    },
  }),
  enroll: featureCase<Course>({
    allowed: LEARNERS,
    prepare: course,
    call: (client, target) => client.learning.enroll({ id: target.course.id }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ courseId: target.course.id, status: "enrolled" });
      expect(
        await db().select().from(enrollments).where(eq(enrollments.courseId, target.course.id)),
      ).toHaveLength(1);
    },
  }),
  openLesson: featureCase<Course>({
    allowed: LEARNERS,
    prepare: course,
    call: async (client, target) => {
      await client.learning.enroll({ id: target.course.id });
      return client.learning.openLesson({
        courseId: target.course.id,
        lessonId: target.lessons[0]?.id ?? "",
      });
    },
    verify: async (target, result) => {
      expect(result).toMatchObject({
        courseId: target.course.id,
        status: "in_progress",
        progressPercentage: 50,
      });
    },
  }),
  lessonFile: featureCase<Awaited<ReturnType<typeof courseWithLessonFile>>>({
    allowed: LEARNERS,
    prepare: courseWithLessonFile,
    call: async (client, target) => {
      await client.learning.enroll({ id: target.course.id });
      return client.learning.lessonFile({ courseId: target.course.id, lessonId: target.lesson.id });
    },
    verify: async (_target, result) => {
      expect(result).toMatchObject({
        status: 200,
        headers: { "content-type": "application/pdf", "content-length": String(SAMPLE_PDF.length) },
      });
    },
  }),
  submitAttempt: featureCase<Course>({
    allowed: LEARNERS,
    prepare: course,
    call: async (client, target) => {
      await client.learning.enroll({ id: target.course.id });
      return client.learning.submitAttempt({
        courseId: target.course.id,
        submissionId: randomUUID(),
        answers: passingAnswers(target.questions),
      });
    },
    verify: async (target, result) => {
      expect(result).toMatchObject({ score: 100, passed: true, enrollment: { courseId: target.course.id } });
    },
  }),
  myLearning: featureCase<Course>({
    allowed: LEARNERS,
    prepare: course,
    call: async (client, target) => {
      await client.learning.enroll({ id: target.course.id });
      return client.learning.myLearning({});
    },
    verify: async (target, result) => {
      expect((result as ListResult).items.map((item) => item.courseId)).toContain(target.course.id);
    },
  }),
  certifications: featureCase<Awaited<ReturnType<typeof partnerACertificate>>>({
    allowed: LEARNERS,
    prepare: partnerACertificate,
    call: (client) => client.learning.certifications(),
    verify: async (target, result, caller) => {
      // Each caller lists only their own completions: partner A's contact's stays theirs.
      const listed = (result as ListResult).items.map((item) => item.enrollmentId);
      if (caller === "partnerA") expect(listed).toContain(target.enrollment.id);
      else expect(listed).not.toContain(target.enrollment.id);
    },
  }),
  downloadCertificate: featureCase<Awaited<ReturnType<typeof partnerACertificate>>>({
    allowed: ["partnerA"],
    // Another person's certificate, whoever asks, holders of manage_courses included.
    notFound: ["partnerB", "staff", "permitted", "admin"],
    prepare: partnerACertificate,
    call: (client, target) => client.learning.downloadCertificate({ enrollmentId: target.enrollment.id }),
    verify: async (_target, result) => {
      expect(result).toMatchObject({ status: 200, headers: { "content-type": "application/pdf" } });
    },
  }),
  verifyCertificate: featureCase<Awaited<ReturnType<typeof partnerACertificate>>>({
    allowed: ["anonymous", ...LEARNERS],
    prepare: partnerACertificate,
    call: (client, target) =>
      client.learning.verifyCertificate({ code: target.certificate.verificationCode }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ valid: true, verificationCode: target.certificate.verificationCode });
      expect(result).not.toHaveProperty("email");
    },
  }),

  // ---- Writing courses and enrolling others: holders of manage_courses ----

  managedCourses: featureCase<Course>({
    allowed: AUTHORS,
    prepare: () => course({ status: "draft" }),
    call: (client, target) => client.learning.managedCourses({ search: target.course.title }),
    verify: async (target, result) => {
      expect((result as ListResult).items.map((item) => item.id)).toEqual([target.course.id]);
    },
  }),
  editableCourse: featureCase<Course>({
    allowed: AUTHORS,
    prepare: course,
    call: (client, target) => client.learning.editableCourse({ id: target.course.id }),
    verify: async (target, result) => {
      expect(result).toMatchObject({
        id: target.course.id,
        quiz: {
          questions: [{ options: expect.arrayContaining([expect.objectContaining({ correct: true })]) }, {}],
        },
      });
    },
  }),
  createCourse: featureCase<{ title: string }>({
    allowed: AUTHORS,
    prepare: async () => ({ title: `Access ${randomUUID()}` }),
    call: (client, target) => client.learning.createCourse(courseForm({ title: target.title })),
    verify: async (target) => {
      expect(await db().select().from(courses).where(eq(courses.title, target.title))).toHaveLength(1);
    },
  }),
  updateCourse: featureCase<Course & { title: string }>({
    allowed: AUTHORS,
    prepare: async () => ({ ...(await course()), title: `Renamed ${randomUUID()}` }),
    call: (client, target) =>
      client.learning.updateCourse({ id: target.course.id, course: courseForm({ title: target.title }) }),
    verify: async (target) => {
      const [row] = await db().select().from(courses).where(eq(courses.id, target.course.id));
      expect(row?.title).toBe(target.title);
    },
  }),
  uploadLessonFile: featureCase<Course>({
    allowed: AUTHORS,
    prepare: course,
    call: (client, target) =>
      client.learning.uploadLessonFile({
        courseId: target.course.id,
        lessonId: target.lessons[0]?.id ?? "",
        file: sampleFile(SAMPLE_PDF, "lesson.pdf"),
      }),
    verify: async (target) => {
      expect(await lessonById(target.lessons[0]?.id ?? "")).toMatchObject({ fileName: "lesson.pdf" });
    },
  }),
  removeLessonFile: featureCase<Awaited<ReturnType<typeof courseWithLessonFile>>>({
    allowed: AUTHORS,
    prepare: courseWithLessonFile,
    call: (client, target) =>
      client.learning.removeLessonFile({ courseId: target.course.id, lessonId: target.lesson.id }),
    verify: async (target) => {
      const [lesson] = await db().select().from(courseLessons).where(eq(courseLessons.id, target.lesson.id));
      expect(lesson).toMatchObject({ fileKey: null, fileName: null });
    },
  }),
  searchLearners: featureCase<Course>({
    allowed: AUTHORS,
    prepare: course,
    call: (client, target) =>
      client.learning.searchLearners({ courseId: target.course.id, search: given.partnerA.contactEmail }),
    verify: async (_target, result) => {
      expect(result).toEqual({
        items: [
          expect.objectContaining({
            email: given.partnerA.contactEmail.toLowerCase(),
            kind: "partner",
            companyName: given.partnerA.companyName,
          }),
        ],
      });
    },
  }),
  enrollLearners: featureCase<Course & { learnerId: string }>({
    allowed: AUTHORS,
    prepare: async () => ({ ...(await course()), learnerId: (await createUser(db())).id }),
    call: (client, target) =>
      client.learning.enrollLearners({ courseId: target.course.id, userIds: [target.learnerId] }),
    verify: async (target, result) => {
      expect(result).toEqual({ enrolled: 1, alreadyEnrolled: 0 });
      const rows = await db().select().from(enrollments).where(eq(enrollments.courseId, target.course.id));
      expect(rows.map((row) => row.userId)).toEqual([target.learnerId]);
    },
  }),
  courseEnrollments: featureCase<Course & { learnerId: string }>({
    allowed: AUTHORS,
    prepare: async () => {
      const made = await course();
      const learner = await createUser(db());
      await createEnrollment(db(), learner.id, made.course.id);
      return { ...made, learnerId: learner.id };
    },
    call: (client, target) => client.learning.courseEnrollments({ courseId: target.course.id }),
    verify: async (target, result) => {
      expect((result as ListResult).items.map((item) => item.userId)).toEqual([target.learnerId]);
    },
  }),
});
