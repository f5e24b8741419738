import type { courses } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { demoId } from "./ids";

export const DEMO_COURSE_IDS = {
  onboarding: demoId("courses", 1),
  selling: demoId("courses", 2),
  integration: demoId("courses", 3),
  customerSuccess: demoId("courses", 4),
};

/** Four courses from beginner to advanced. */
export function demoCourses(context: DemoContext): Fixed<typeof courses>[] {
  return [
    {
      id: DEMO_COURSE_IDS.onboarding,
      title: "Partner Onboarding Essentials",
      description: "The programme, the portal, deal registration and how commission is paid.",
      durationMinutes: 45,
      difficultyLevel: "beginner",
      category: "Onboarding",
      createdAt: context.daysAgo(365),
    },
    {
      id: DEMO_COURSE_IDS.selling,
      title: "Consultative Selling: Discovery to Close",
      description: "Qualify opportunities, run discovery calls and build a business case with the customer.",
      durationMinutes: 90,
      difficultyLevel: "intermediate",
      category: "Sales",
      createdAt: context.daysAgo(365),
    },
    {
      id: DEMO_COURSE_IDS.integration,
      title: "Technical Integration Deep Dive",
      description: "Single sign-on, the REST API, webhooks and data migration for complex roll-outs.",
      durationMinutes: 120,
      difficultyLevel: "advanced",
      category: "Technical",
      createdAt: context.daysAgo(300),
    },
    {
      id: DEMO_COURSE_IDS.customerSuccess,
      title: "Customer Success Fundamentals",
      description: "Health scores, onboarding plans and renewals.",
      durationMinutes: 60,
      difficultyLevel: "beginner",
      category: "Customer Success",
      createdAt: context.daysAgo(250),
    },
  ];
}
