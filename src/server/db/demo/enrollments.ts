import type {
  assessmentAttempts,
  certificates as certificatesTable,
  courseLessons,
  enrollments as enrollmentsTable,
  lessonCompletions as lessonCompletionsTable,
  quizQuestions,
} from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_COURSE_IDS } from "./courses";
import { demoId } from "./ids";
import { demoLessonIdsOf, demoLessons } from "./lessons";
import { demoAnswers, demoQuizQuestions } from "./quizzes";

export interface DemoLearningRecords {
  lessons: Fixed<typeof courseLessons>[];
  questions: Fixed<typeof quizQuestions>[];
  enrollments: Fixed<typeof enrollmentsTable>[];
  lessonCompletions: (typeof lessonCompletionsTable.$inferInsert)[];
  attempts: Fixed<typeof assessmentAttempts>[];
  certificates: Fixed<typeof certificatesTable>[];
}

/** The Acme contact's certificate of Partner Onboarding Essentials, the one the demo audit trail downloads. */
export const DEMO_ACME_CERTIFICATE = {
  verificationCode: "YFXLYO4WNLNUL35GLO6RXXLU45",
  completedDaysAgo: 110,
};

/**
 * The courses' lessons and quizzes, and who takes which course. Progress is lessons opened over lessons, and a
 * completed enrollment has opened every lesson, passed the quiz where there is one and holds its certificate
 * (docs/product/learning.md#progress).
 */
export function demoLearningRecords(context: DemoContext): DemoLearningRecords {
  const lessons = demoLessons(context);
  const questions = demoQuizQuestions(context);
  const acmeUser = context.userId("partner@acme.example");
  const manager = context.userId("manager@example.com");
  const enrollment = {
    acmeOnboarding: demoId("enrollments", 1),
    acmeSelling: demoId("enrollments", 2),
    managerSelling: demoId("enrollments", 3),
    userCustomerSuccess: demoId("enrollments", 4),
    analystIntegration: demoId("enrollments", 5),
    globexOnboarding: demoId("enrollments", 6),
    rep1Onboarding: demoId("enrollments", 7),
    rep2Selling: demoId("enrollments", 8),
  };
  const enrollments: Fixed<typeof enrollmentsTable>[] = [
    {
      id: enrollment.acmeOnboarding,
      userId: acmeUser,
      courseId: DEMO_COURSE_IDS.onboarding,
      status: "completed",
      progressPercentage: 100,
      enrolledAt: context.daysAgo(120),
      completedAt: context.daysAgo(DEMO_ACME_CERTIFICATE.completedDaysAgo),
    },
    {
      id: enrollment.acmeSelling,
      userId: acmeUser,
      courseId: DEMO_COURSE_IDS.selling,
      status: "in_progress",
      progressPercentage: 33,
      enrolledAt: context.daysAgo(20),
    },
    {
      id: enrollment.managerSelling,
      userId: manager,
      courseId: DEMO_COURSE_IDS.selling,
      status: "completed",
      progressPercentage: 100,
      enrolledAt: context.daysAgo(200),
      completedAt: context.daysAgo(185),
    },
    {
      id: enrollment.userCustomerSuccess,
      userId: context.userId("user@example.com"),
      courseId: DEMO_COURSE_IDS.customerSuccess,
      status: "in_progress",
      progressPercentage: 50,
      enrolledAt: context.daysAgo(15),
    },
    {
      id: enrollment.analystIntegration,
      userId: context.userId("analyst@example.com"),
      courseId: DEMO_COURSE_IDS.integration,
      status: "enrolled",
      progressPercentage: 0,
      enrolledAt: context.daysAgo(3),
    },
    {
      id: enrollment.globexOnboarding,
      userId: context.userId("partner@globex.example"),
      courseId: DEMO_COURSE_IDS.onboarding,
      status: "in_progress",
      progressPercentage: 33,
      enrolledAt: context.daysAgo(30),
    },
    // Acme's sales reps learn as themselves.
    {
      id: enrollment.rep1Onboarding,
      userId: context.userId("rep1@acme.example"),
      courseId: DEMO_COURSE_IDS.onboarding,
      status: "in_progress",
      progressPercentage: 67,
      enrolledAt: context.daysAgo(25),
    },
    {
      id: enrollment.rep2Selling,
      userId: context.userId("rep2@acme.example"),
      courseId: DEMO_COURSE_IDS.selling,
      status: "in_progress",
      progressPercentage: 33,
      enrolledAt: context.daysAgo(10),
    },
  ];

  /** The first lessons of a course, opened on the given days ago, one day per lesson in order. */
  const opened = (enrollmentId: string, courseId: string, daysAgo: number[]) =>
    demoLessonIdsOf(courseId)
      .slice(0, daysAgo.length)
      .map((lessonId, index) => ({
        enrollmentId,
        lessonId,
        completedAt: context.daysAgo(daysAgo[index] ?? 0),
      }));
  const lessonCompletions = [
    ...opened(enrollment.acmeOnboarding, DEMO_COURSE_IDS.onboarding, [119, 117, 113]),
    ...opened(enrollment.acmeSelling, DEMO_COURSE_IDS.selling, [18]),
    ...opened(enrollment.managerSelling, DEMO_COURSE_IDS.selling, [198, 195, 190]),
    ...opened(enrollment.userCustomerSuccess, DEMO_COURSE_IDS.customerSuccess, [14]),
    ...opened(enrollment.globexOnboarding, DEMO_COURSE_IDS.onboarding, [29]),
    ...opened(enrollment.rep1Onboarding, DEMO_COURSE_IDS.onboarding, [24, 20]),
    ...opened(enrollment.rep2Selling, DEMO_COURSE_IDS.selling, [9]),
  ];

  // Scores follow the answers: two of the onboarding quiz's four questions wrong is 50.
  const attempts: Fixed<typeof assessmentAttempts>[] = [
    {
      id: demoId("attempts", 1),
      enrollmentId: enrollment.acmeOnboarding,
      score: 50,
      passed: false,
      answers: demoAnswers(questions, DEMO_COURSE_IDS.onboarding, [1, 2]),
      createdAt: context.daysAgo(112),
    },
    {
      id: demoId("attempts", 2),
      enrollmentId: enrollment.acmeOnboarding,
      score: 100,
      passed: true,
      answers: demoAnswers(questions, DEMO_COURSE_IDS.onboarding),
      createdAt: context.daysAgo(DEMO_ACME_CERTIFICATE.completedDaysAgo),
    },
    {
      id: demoId("attempts", 3),
      enrollmentId: enrollment.managerSelling,
      score: 100,
      passed: true,
      answers: demoAnswers(questions, DEMO_COURSE_IDS.selling),
      createdAt: context.daysAgo(185),
    },
    {
      id: demoId("attempts", 4),
      enrollmentId: enrollment.globexOnboarding,
      score: 50,
      passed: false,
      answers: demoAnswers(questions, DEMO_COURSE_IDS.onboarding, [2, 3]),
      createdAt: context.daysAgo(25),
    },
  ];

  // Fixed verification codes of 26 base32 characters, drawn at random once, so the demo's links stay valid.
  const certificates: Fixed<typeof certificatesTable>[] = [
    {
      id: demoId("certificates", 1),
      enrollmentId: enrollment.acmeOnboarding,
      userId: acmeUser,
      courseId: DEMO_COURSE_IDS.onboarding,
      issuedAt: context.daysAgo(DEMO_ACME_CERTIFICATE.completedDaysAgo),
      verificationCode: DEMO_ACME_CERTIFICATE.verificationCode,
    },
    {
      id: demoId("certificates", 2),
      enrollmentId: enrollment.managerSelling,
      userId: manager,
      courseId: DEMO_COURSE_IDS.selling,
      issuedAt: context.daysAgo(185),
      verificationCode: "EKFVQ7IIRZVIE4R36VCQKREYWP",
    },
  ];

  return { lessons, questions, enrollments, lessonCompletions, attempts, certificates };
}
