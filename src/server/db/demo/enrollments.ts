import type {
  assessmentAttempts,
  certificates as certificatesTable,
  enrollments as enrollmentsTable,
} from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_COURSE_IDS } from "./courses";
import { demoId } from "./ids";

export interface DemoLearningRecords {
  enrollments: Fixed<typeof enrollmentsTable>[];
  attempts: Fixed<typeof assessmentAttempts>[];
  certificates: Fixed<typeof certificatesTable>[];
}

/** Who takes which course: every completed enrollment has a passed attempt and a certificate. */
export function demoLearningRecords(context: DemoContext): DemoLearningRecords {
  const acmeUser = context.userId("partner@acme.example");
  const manager = context.userId("manager@example.com");
  const enrollment = {
    acmeOnboarding: demoId("enrollments", 1),
    acmeSelling: demoId("enrollments", 2),
    managerSelling: demoId("enrollments", 3),
    userCustomerSuccess: demoId("enrollments", 4),
    analystIntegration: demoId("enrollments", 5),
    globexOnboarding: demoId("enrollments", 6),
  };
  const enrollments: Fixed<typeof enrollmentsTable>[] = [
    {
      id: enrollment.acmeOnboarding,
      userId: acmeUser,
      courseId: DEMO_COURSE_IDS.onboarding,
      status: "completed",
      progressPercentage: 100,
      enrolledAt: context.daysAgo(120),
      completedAt: context.daysAgo(110),
    },
    {
      id: enrollment.acmeSelling,
      userId: acmeUser,
      courseId: DEMO_COURSE_IDS.selling,
      status: "in_progress",
      progressPercentage: 40,
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
      progressPercentage: 60,
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
      progressPercentage: 75,
      enrolledAt: context.daysAgo(30),
    },
  ];

  const attempts: Fixed<typeof assessmentAttempts>[] = [
    {
      id: demoId("attempts", 1),
      enrollmentId: enrollment.acmeOnboarding,
      score: 64,
      passed: false,
      createdAt: context.daysAgo(112),
    },
    {
      id: demoId("attempts", 2),
      enrollmentId: enrollment.acmeOnboarding,
      score: 92,
      passed: true,
      createdAt: context.daysAgo(110),
    },
    {
      id: demoId("attempts", 3),
      enrollmentId: enrollment.managerSelling,
      score: 88,
      passed: true,
      createdAt: context.daysAgo(185),
    },
  ];

  const certificates: Fixed<typeof certificatesTable>[] = [
    {
      id: demoId("certificates", 1),
      enrollmentId: enrollment.acmeOnboarding,
      userId: acmeUser,
      courseId: DEMO_COURSE_IDS.onboarding,
      issuedAt: context.daysAgo(110),
      verificationCode: "K7QM-4TXP-9DRA",
    },
    {
      id: demoId("certificates", 2),
      enrollmentId: enrollment.managerSelling,
      userId: manager,
      courseId: DEMO_COURSE_IDS.selling,
      issuedAt: context.daysAgo(185),
      verificationCode: "H3ZB-8WVN-2LCE",
    },
  ];

  return { enrollments, attempts, certificates };
}
