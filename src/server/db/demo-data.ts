import { demoAgreementVersions } from "./demo/agreements";
import { demoApplications } from "./demo/applications";
import { demoAuditLogs } from "./demo/audit-logs";
import { demoContext, type Fixed } from "./demo/context";
import { demoCourses } from "./demo/courses";
import { demoDeals } from "./demo/deals";
import { demoLearningRecords } from "./demo/enrollments";
import { demoPartnerMembers, demoPartners, demoTierStates } from "./demo/partners";
import { demoPayouts } from "./demo/payouts";
import { demoResources } from "./demo/resources";
import type * as schema from "./schema";

// The demo content seed.ts writes, one file per domain under ./demo. Domain rows have fixed ids so a second
// run finds them and inserts nothing; the people (./demo/people.ts) are found by their e-mail instead.

export interface DemoRecords {
  partners: Fixed<typeof schema.partners>[];
  partnerMembers: (typeof schema.partnerMembers.$inferInsert)[];
  tierStates: (typeof schema.partnerTierStates.$inferInsert)[];
  applications: Fixed<typeof schema.partnerApplications>[];
  deals: Fixed<typeof schema.partnerDeals>[];
  payouts: Fixed<typeof schema.commissionPayouts>[];
  resources: Fixed<typeof schema.partnerResources>[];
  courses: Fixed<typeof schema.courses>[];
  lessons: Fixed<typeof schema.courseLessons>[];
  questions: Fixed<typeof schema.quizQuestions>[];
  enrollments: Fixed<typeof schema.enrollments>[];
  lessonCompletions: (typeof schema.lessonCompletions.$inferInsert)[];
  attempts: Fixed<typeof schema.assessmentAttempts>[];
  certificates: Fixed<typeof schema.certificates>[];
  auditLogs: Fixed<typeof schema.partnerAuditLogs>[];
  agreementVersions: Fixed<typeof schema.agreementVersions>[];
}

/**
 * Builds every domain row. Dates are relative to `now` so the demo looks current whenever it is seeded;
 * `userId` maps an e-mail to the id of that user as stored.
 */
export function buildDemoRecords(now: Date, userId: (email: string) => string): DemoRecords {
  const context = demoContext(now, userId);
  const deals = demoDeals(context);
  const partners = demoPartners(context);
  return {
    partners,
    partnerMembers: demoPartnerMembers(context, partners),
    tierStates: demoTierStates(context),
    applications: demoApplications(context),
    deals,
    payouts: demoPayouts(deals),
    resources: demoResources(context),
    courses: demoCourses(context),
    ...demoLearningRecords(context),
    auditLogs: demoAuditLogs(context),
    agreementVersions: demoAgreementVersions(context),
  };
}
