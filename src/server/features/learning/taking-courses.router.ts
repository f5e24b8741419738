import { fileResponse } from "#server/rpc/file-response";
import { API_KEYS_ALLOWED, learnerProcedure, publicProcedure } from "#server/rpc/procedures";
import {
  attemptResult,
  courseIdInput,
  downloadCertificateInput,
  enrollInput,
  enrollmentProgress,
  learnerCourse,
  learningStats,
  lessonIdInput,
  listCatalogInput,
  listCatalogOutput,
  listCertificationsOutput,
  listMyLearningInput,
  listMyLearningOutput,
  openLessonInput,
  submitAttemptInput,
  verifiedCertificate,
  verifyCertificateInput,
} from "#shared/contracts/learning";
import { downloadCertificate } from "./download-certificate";
import { enrollSelf } from "./enroll-self";
import { getLearnerCourse } from "./get-learner-course";
import { getLearningStats } from "./get-learning-stats";
import { listCatalog } from "./list-catalog";
import { listCertifications } from "./list-certifications";
import { listMyLearning } from "./list-my-learning";
import { openLesson } from "./open-lesson";
import { readLessonFile } from "./read-lesson-file";
import { submitAttempt } from "./submit-attempt";
import { verifyCertificate } from "./verify-certificate";

/**
 * Taking courses: staff and the contacts of active partners, each on their own records (decision 0023), and
 * anyone verifying a certificate by its code.
 */
export const takingCoursesRouter = {
  stats: learnerProcedure
    .route({
      method: "GET",
      path: "/learning/stats",
      summary: "The Learning screen's figures",
      description:
        "A learner's own figures; for holders of manage_courses, the whole programme's (`scope` says which).",
    })
    .output(learningStats)
    .handler(({ context }) => getLearningStats(context.db, context.learner)),

  catalog: learnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/courses",
      summary: "The course catalog: published courses open to the caller, by title, one page",
      description:
        "`search` matches the title or the category, ignoring case. Each course carries the caller's own enrollment, if any.",
    })
    .input(listCatalogInput)
    .output(listCatalogOutput)
    .handler(({ input, context }) => listCatalog(context.db, context.learner, input)),

  course: learnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/courses/{id}",
      summary: "A course to take: its lessons, its quiz without the answers, the caller's progress",
    })
    .input(courseIdInput)
    .output(learnerCourse)
    .handler(({ input, context }) => getLearnerCourse(context.db, context.learner, input.id)),

  enroll: learnerProcedure
    .route({
      method: "POST",
      path: "/courses/{id}/enrollment",
      summary: "Enroll the caller in a course; enrolling again returns the enrollment there is",
    })
    .input(enrollInput)
    .output(enrollmentProgress)
    .handler(({ input, context }) => enrollSelf(context, context.learner, input.id)),

  openLesson: learnerProcedure
    .route({
      method: "POST",
      path: "/courses/{courseId}/lessons/{lessonId}/completion",
      summary: "Mark a lesson opened: progress moves on, and the course completes when nothing is left",
    })
    .input(openLessonInput)
    .output(enrollmentProgress)
    .handler(({ input, context }) => openLesson(context, context.learner, input)),

  lessonFile: learnerProcedure
    .route({
      method: "GET",
      path: "/courses/{courseId}/lessons/{lessonId}/file",
      summary: "A lesson's video or PDF, streamed; honours Range (206, or 416 outside the file)",
      outputStructure: "detailed",
    })
    .input(lessonIdInput)
    .output(fileResponse)
    .handler(({ input, context }) =>
      readLessonFile(context, context.learner, {
        ...input,
        range: context.headers.get("range"),
        headOnly: context.headOnly,
      }),
    ),

  submitAttempt: learnerProcedure
    .route({
      method: "POST",
      path: "/courses/{courseId}/attempts",
      summary: "Submit the quiz: graded on the server, within the attempt limit",
      description:
        "`submissionId` is chosen by the client once per submission: sending the same one again returns the first result and counts once.",
    })
    .input(submitAttemptInput)
    .output(attemptResult)
    .handler(({ input, context }) => submitAttempt(context, context.learner, input)),

  myLearning: learnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/learning/enrollments",
      summary: "The caller's own enrollments with their progress, newest first, one page",
    })
    .input(listMyLearningInput)
    .output(listMyLearningOutput)
    .handler(({ input, context }) => listMyLearning(context.db, context.learner, input)),

  certifications: learnerProcedure
    .route({
      method: "GET",
      path: "/learning/certificates",
      summary: "The caller's completed courses and their certificates",
    })
    .output(listCertificationsOutput)
    .handler(({ context }) => listCertifications(context.db, context.learner)),

  downloadCertificate: learnerProcedure
    .route({
      method: "GET",
      path: "/learning/certificates/{enrollmentId}/pdf",
      summary: "The certificate of one of the caller's completed enrollments, as a PDF",
      description: "Only for a completed enrollment; each download is audited (certificate_downloaded).",
      outputStructure: "detailed",
    })
    .input(downloadCertificateInput)
    .output(fileResponse)
    .handler(({ input, context }) =>
      downloadCertificate(context, context.learner, { ...input, headOnly: context.headOnly }),
    ),

  verifyCertificate: publicProcedure
    .route({
      method: "GET",
      path: "/certificates/{code}",
      summary: "Verify a certificate by its code, without signing in",
      description: "Answers 404 'Certificate not found' for an unknown code; limited per client address.",
    })
    .input(verifyCertificateInput)
    .output(verifiedCertificate)
    .handler(({ input, context }) => verifyCertificate(context, input.code)),
};
