import type { courses } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { demoId } from "./ids";

export const DEMO_COURSE_IDS = {
  onboarding: demoId("courses", 1),
  selling: demoId("courses", 2),
  integration: demoId("courses", 3),
  customerSuccess: demoId("courses", 4),
  renewals: demoId("courses", 5),
};

/**
 * Four published courses from beginner to advanced, for staff, partners or both, and one draft still being
 * written (docs/product/learning.md#courses).
 */
export function demoCourses(context: DemoContext): Fixed<typeof courses>[] {
  const { adminId } = context;
  return [
    {
      id: DEMO_COURSE_IDS.onboarding,
      title: "Partner Onboarding Essentials",
      description: "The programme, the portal, deal registration and how commission is paid.",
      durationMinutes: 45,
      difficultyLevel: "beginner",
      category: "Onboarding",
      audience: "both",
      status: "published",
      passMark: 75,
      attemptLimit: 3,
      createdBy: adminId,
      createdAt: context.daysAgo(365),
      updatedAt: context.daysAgo(200),
    },
    {
      id: DEMO_COURSE_IDS.selling,
      title: "Consultative Selling: Discovery to Close",
      description: "Qualify opportunities, run discovery calls and build a business case with the customer.",
      durationMinutes: 90,
      difficultyLevel: "intermediate",
      category: "Sales",
      audience: "both",
      status: "published",
      passMark: 67,
      attemptLimit: null,
      createdBy: adminId,
      createdAt: context.daysAgo(365),
      updatedAt: context.daysAgo(210),
    },
    {
      id: DEMO_COURSE_IDS.integration,
      title: "Technical Integration Deep Dive",
      description: "Single sign-on, the REST API, webhooks and data migration for complex roll-outs.",
      durationMinutes: 120,
      difficultyLevel: "advanced",
      category: "Technical",
      audience: "staff",
      status: "published",
      createdBy: adminId,
      createdAt: context.daysAgo(300),
      updatedAt: context.daysAgo(60),
    },
    {
      id: DEMO_COURSE_IDS.customerSuccess,
      title: "Customer Success Fundamentals",
      description: "Health scores, onboarding plans and renewals.",
      durationMinutes: 60,
      difficultyLevel: "beginner",
      category: "Customer Success",
      audience: "staff",
      status: "published",
      createdBy: adminId,
      createdAt: context.daysAgo(250),
      updatedAt: context.daysAgo(250),
    },
    {
      id: DEMO_COURSE_IDS.renewals,
      title: "Renewals and Expansion Playbook",
      description: "Spot expansion early, prepare the renewal conversation and protect the margin.",
      durationMinutes: 40,
      difficultyLevel: "intermediate",
      category: "Sales",
      audience: "partners",
      status: "draft",
      createdBy: adminId,
      createdAt: context.daysAgo(6),
      updatedAt: context.daysAgo(2),
    },
  ];
}
