import { afterAll, beforeAll } from "vitest";
import type { Db } from "#server/db/client";
import {
  apiKeys,
  assessmentAttempts,
  certificates,
  commissionPayouts,
  courseLessons,
  courses,
  customerContactLogs,
  customerOnboardingSteps,
  customerSuccessSettings,
  customers,
  emailOutbox,
  enrollments,
  lessonCompletions,
  notificationDigests,
  notifications,
  partnerApplications,
  partnerAuditLogs,
  partnerDeals,
  partnerResources,
  partners,
  personPreferences,
  quizQuestions,
  savedReports,
  supportTickets,
  ticketAttachments,
  ticketEvents,
  userPermissions,
  userRoles,
  webhookDeliveries,
  webhookEndpoints,
} from "#server/db/schema/index";
import type { PermissionName } from "#shared/permissions";
import { createPartner, type TestPartner } from "../../factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createUser,
  createUserWithPermission,
  type TestUser,
} from "../../factories/users";
import { createTestApp, type TestApp } from "../apps/test-app";
import { signedInAs, type TestBrowser, testBrowser } from "../browser/rpc-client";
import { type AccessCase, type Client, describeAccessMatrix } from "./access-matrix";

/**
 * The callers a partner-facing feature tells apart (docs/architecture.md#server-enforcement): a visitor; the
 * contacts of two partners, A owning every row a case prepares and B not; staff without and with the feature's
 * permission; an admin, who holds every permission through the role.
 */
export const FEATURE_CALLERS = ["anonymous", "partnerA", "partnerB", "staff", "permitted", "admin"] as const;
export type FeatureCaller = (typeof FEATURE_CALLERS)[number];

export type FeatureClient = Client;

export interface FeatureAccessApp {
  app: TestApp;
  partnerA: TestPartner;
  partnerB: TestPartner;
  browsers: Record<Exclude<FeatureCaller, "anonymous">, TestBrowser>;
}

/** A test app with one signed-in caller of each kind; `permitted` holds `permission` and nothing else. */
export function setUpFeatureAccessApp(permission: PermissionName) {
  const state = {} as FeatureAccessApp;
  beforeAll(async () => {
    state.app = await createTestApp();
    const db = state.app.testDatabase.database.db;
    [state.partnerA, state.partnerB] = await Promise.all([createPartner(db), createPartner(db)]);
    const signed = async (made: Promise<TestUser>) => signedInAs(state.app, await made);
    const [partnerA, partnerB, staff, permitted, admin] = await Promise.all([
      signed(createPartnerContact(db, state.partnerA)),
      signed(createPartnerContact(db, state.partnerB)),
      signed(createUser(db)),
      signed(createUserWithPermission(db, permission)),
      signed(createAdmin(db)),
    ]);
    state.browsers = { partnerA, partnerB, staff, permitted, admin };
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  return state;
}

export type FeatureCase<Target> = AccessCase<FeatureCaller, Target>;

/** Keeps a case's target type while letting cases of different targets share one record. */
export const featureCase = <Target>(definition: FeatureCase<Target>) =>
  definition as unknown as FeatureCase<unknown>;

/** A partners-only procedure's refusal of staff, admins included. */
export const NO_PARTNER_MESSAGE = "No partner account found for this email address.";

/** Every row a partner-facing feature may write, to show a refused call changed nothing. */
async function featureSnapshot(db: Db) {
  const sorted = async (rows: Promise<{ id: string | number }[]>) =>
    (await rows).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    partners: await sorted(db.select().from(partners)),
    applications: await sorted(db.select().from(partnerApplications)),
    deals: await sorted(db.select().from(partnerDeals)),
    payouts: await sorted(db.select().from(commissionPayouts)),
    resources: await sorted(db.select().from(partnerResources)),
    audit: await sorted(db.select().from(partnerAuditLogs)),
    outbox: await sorted(db.select().from(emailOutbox)),
    courses: await sorted(db.select().from(courses)),
    lessons: await sorted(db.select().from(courseLessons)),
    questions: await sorted(db.select().from(quizQuestions)),
    enrollments: await sorted(db.select().from(enrollments)),
    completions: (await db.select().from(lessonCompletions))
      .map((row) => `${row.enrollmentId} ${row.lessonId}`)
      .sort(),
    attempts: await sorted(db.select().from(assessmentAttempts)),
    certificates: await sorted(db.select().from(certificates)),
    apiKeys: await sorted(db.select().from(apiKeys)),
    webhookEndpoints: await sorted(db.select().from(webhookEndpoints)),
    webhookDeliveries: await sorted(db.select().from(webhookDeliveries)),
    roles: (await db.select().from(userRoles)).map((row) => `${row.userId} ${row.role}`).sort(),
    notifications: await sorted(db.select().from(notifications)),
    digests: (await db.select().from(notificationDigests)).map((row) => row.userId).sort(),
    preferences: (await db.select().from(personPreferences)).map((row) => JSON.stringify(row)).sort(),
    customers: await sorted(db.select().from(customers)),
    customerContacts: await sorted(db.select().from(customerContactLogs)),
    onboardingSteps: await sorted(db.select().from(customerOnboardingSteps)),
    customerSuccessSettings: await sorted(db.select().from(customerSuccessSettings)),
    tickets: await sorted(db.select().from(supportTickets)),
    ticketEvents: await sorted(db.select().from(ticketEvents)),
    ticketAttachments: await sorted(db.select().from(ticketAttachments)),
    reports: await sorted(db.select().from(savedReports)),
    permissions: (await db.select().from(userPermissions))
      .map((row) => `${row.userId} ${row.permissionId}`)
      .sort(),
  };
}

/** A partner-facing feature's procedures against FEATURE_CALLERS (see describeAccessMatrix). */
export function describeFeatureAccess(
  given: FeatureAccessApp,
  feature: string,
  procedures: Record<string, FeatureCase<unknown>>,
): void {
  const clientOf = (caller: FeatureCaller): FeatureClient =>
    (caller === "anonymous" ? testBrowser(given.app) : given.browsers[caller]).client;
  const snapshot = () => featureSnapshot(given.app.testDatabase.database.db);
  describeAccessMatrix({ callers: FEATURE_CALLERS, clientOf, snapshot }, feature, procedures);
}
