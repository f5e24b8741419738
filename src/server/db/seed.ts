import { processRunsInProduction } from "#server/config";
import type { Db } from "./client";
import { buildDemoRecords } from "./demo-data";
import { agreementVersions, partnerAuditLogs } from "./schema";
import { seedCustomerSuccess } from "./seed/customer-success";
import { seedJourneys } from "./seed/journeys";
import { seedLearning } from "./seed/learning";
import { seedPartners } from "./seed/partners";
import { seedPeople } from "./seed/people";
import { seedResources } from "./seed/resources";
import { insertMissing } from "./seed/stored-rows";

/** Rows inserted per table, in insertion order; all zero when the demo data was already there. */
export interface SeedSummary {
  user: number;
  profiles: number;
  user_roles: number;
  account: number;
  permissions: number;
  departments: number;
  user_departments: number;
  user_permissions: number;
  partners: number;
  partner_applications: number;
  partner_deals: number;
  commission_payouts: number;
  partner_tier_states: number;
  customers: number;
  customer_contact_logs: number;
  customer_onboarding_steps: number;
  support_tickets: number;
  ticket_events: number;
  customer_health_snapshots: number;
  customer_health_days: number;
  partner_resources: number;
  courses: number;
  course_lessons: number;
  quiz_questions: number;
  enrollments: number;
  lesson_completions: number;
  assessment_attempts: number;
  certificates: number;
  agreement_versions: number;
  partner_journey_steps: number;
  partner_audit_logs: number;
}

export interface SeedOptions {
  /** The moment the demo's relative dates count back from; defaults to the current time. */
  now?: Date;
}

/**
 * Inserts the demo data that is missing, in one transaction, area by area (./seed). Every insert skips rows
 * that already exist (fixed ids or natural unique keys with ON CONFLICT DO NOTHING), so running it again
 * inserts nothing.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  if (processRunsInProduction()) {
    throw new Error("Refusing to seed demo data: NODE_ENV is production.");
  }
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    const people = await seedPeople(tx);
    const records = buildDemoRecords(now, people.userId);
    const partnerRows = await seedPartners(tx, records);
    const customerSuccess = await seedCustomerSuccess(tx, records, now, people.userId);
    const resources = await seedResources(tx, records);
    const learning = await seedLearning(tx, records);
    const agreementCount = await insertMissing(tx, agreementVersions, records.agreementVersions);
    const journeyCount = await seedJourneys(tx, people.userId("admin@example.com"), partnerRows.ours);
    // Last: the audit trail tells of every other area's rows.
    const auditCount = await insertMissing(
      tx,
      partnerAuditLogs,
      partnerRows.ofOurPartners(records.auditLogs),
    );
    return {
      ...people.inserted,
      ...partnerRows.inserted,
      ...customerSuccess,
      ...resources,
      ...learning,
      agreement_versions: agreementCount,
      partner_journey_steps: journeyCount,
      partner_audit_logs: auditCount,
    };
  });
}
