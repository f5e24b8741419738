import { and, count, eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getLearnerCourse } from "#server/features/learning/get-learner-course";
import { verifyCertificate } from "#server/features/learning/verify-certificate";
import { DEAL_STATUSES } from "#shared/enums";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { verifyPassword } from "../auth/password";
import type { Db } from "./client";
import { DEMO_COURSE_IDS } from "./demo/courses";
import { DEMO_ACME_CERTIFICATE } from "./demo/enrollments";
import { DEMO_PARTNER_IDS } from "./demo/ids";
import { DEMO_PARTNER_PASSWORD } from "./demo/people";
import * as schema from "./schema";
import { seedDemoData } from "./seed";

const {
  account,
  assessmentAttempts,
  certificates,
  commissionPayouts,
  courseLessons,
  courses,
  enrollments,
  lessonCompletions,
  partnerApplications,
  partnerAuditLogs,
  partnerDeals,
  partnerMembers,
  partners,
  permissions,
  profiles,
  quizQuestions,
  user,
  userPermissions,
  userRoles,
} = schema;

const tables = Object.values<unknown>(schema).filter((value): value is PgTable => is(value, PgTable));

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function rolesOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, await userIdOf(db, email)));
  return rows.map((r) => r.role);
}

async function permissionsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, await userIdOf(db, email)));
  return rows.map((r) => r.name).sort();
}

describe("seedDemoData on a fresh database", () => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
    await seedDemoData(db, { now: new Date("2025-06-15T12:00:00Z") });
  });
  afterAll(() => testDb?.dispose());

  it("creates the staff with their roles and permissions, without passwords", async () => {
    expect(await rolesOf(db, "superadmin@example.com")).toEqual(["super_admin"]);
    expect(await rolesOf(db, "admin@example.com")).toEqual(["admin"]);
    expect(await rolesOf(db, "manager@example.com")).toEqual(["manager"]);
    expect(await rolesOf(db, "viewer@example.com")).toEqual(["viewer"]);
    expect(await permissionsOf(db, "manager@example.com")).toEqual(["manage_users"]);
    expect(await permissionsOf(db, "analyst@example.com")).toEqual(["view_analytics"]);
    expect(await permissionsOf(db, "user@example.com")).toEqual(["manage_customers"]);

    const staffId = await userIdOf(db, "superadmin@example.com");
    const [staff] = await db.select().from(user).where(eq(user.id, staffId));
    expect(staff?.emailVerified).toBe(true);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, staffId));
    expect(profile).toMatchObject({ email: "superadmin@example.com", fullName: "Sofia Ramirez" });
    expect(await db.select().from(account).where(eq(account.userId, staffId))).toEqual([]);
  });

  it("holds the permission catalogue, including manage_partners and manage_users", async () => {
    const names = (await db.select({ name: permissions.name }).from(permissions)).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["manage_partners", "manage_users", "manage_roles"]));
  });

  it("creates the partners with the documented statuses, tiers and rates", async () => {
    const rows = await db
      .select({
        email: partners.contactEmail,
        status: partners.status,
        tier: partners.tier,
        rate: partners.commissionRate,
        rejectionReason: partners.rejectionReason,
      })
      .from(partners);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(byEmail.get("partner@acme.example")).toMatchObject({
      status: "active",
      tier: "gold",
      rate: "15.00",
    });
    expect(byEmail.get("partner@globex.example")).toMatchObject({
      status: "active",
      tier: "silver",
      rate: "12.00",
    });
    expect(byEmail.get("pending@initech.example")).toMatchObject({ status: "pending" });
    expect(byEmail.get("suspended@hooli.example")).toMatchObject({ status: "suspended" });
    expect(byEmail.get("rejected@umbrella.example")?.status).toBe("rejected");
    expect(byEmail.get("rejected@umbrella.example")?.rejectionReason).toBeTruthy();
  });

  it("gives partner contacts a partner role, and a demo password only where documented", async () => {
    const withPassword = ["partner@acme.example", "rep1@acme.example", "rep2@acme.example"];
    for (const email of [...withPassword, "partner@globex.example", "suspended@hooli.example"]) {
      expect(await rolesOf(db, email)).toEqual(["partner"]);
      const [credential] = await db
        .select()
        .from(account)
        .where(and(eq(account.userId, await userIdOf(db, email)), eq(account.providerId, "credential")));
      expect(credential?.accountId).toBe(credential?.userId);
      expect(await verifyPassword(credential?.password ?? "", DEMO_PARTNER_PASSWORD)).toBe(true);
    }
    const umbrellaId = await userIdOf(db, "rejected@umbrella.example");
    expect(await db.select().from(account).where(eq(account.userId, umbrellaId))).toEqual([]);
    expect(await db.select().from(user).where(eq(user.email, "pending@initech.example"))).toEqual([]);
  });

  it("gives every partner an application matching its status", async () => {
    const rows = await db
      .select({ partnerStatus: partners.status, application: partnerApplications })
      .from(partnerApplications)
      .innerJoin(partners, eq(partners.id, partnerApplications.partnerId));
    expect(rows).toHaveLength(5);
    const adminId = await userIdOf(db, "admin@example.com");
    const expected = { pending: "pending", active: "approved", suspended: "approved", rejected: "rejected" };
    for (const { partnerStatus, application } of rows) {
      expect(application.status).toBe(expected[partnerStatus]);
      expect(Object.keys(application.applicationData)).toHaveLength(17);
      if (application.status === "pending") {
        expect(application.reviewedAt).toBeNull();
      } else {
        expect(application).toMatchObject({ reviewedBy: adminId, reviewerNotes: expect.any(String) });
        expect(application.reviewedAt).toBeInstanceOf(Date);
      }
    }
  });

  it("makes each contact its partner's admin and gives Acme two sales reps with deals and courses of their own", async () => {
    const members = await db
      .select({ email: user.email, partnerId: partnerMembers.partnerId, role: partnerMembers.role })
      .from(partnerMembers)
      .innerJoin(user, eq(user.id, partnerMembers.userId));
    expect(members.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: "partner@acme.example", partnerId: DEMO_PARTNER_IDS.acme, role: "partner_admin" },
      { email: "partner@globex.example", partnerId: DEMO_PARTNER_IDS.globex, role: "partner_admin" },
      { email: "rejected@umbrella.example", partnerId: expect.any(String), role: "partner_admin" },
      { email: "rep1@acme.example", partnerId: DEMO_PARTNER_IDS.acme, role: "sales_rep" },
      { email: "rep2@acme.example", partnerId: DEMO_PARTNER_IDS.acme, role: "sales_rep" },
      { email: "suspended@hooli.example", partnerId: expect.any(String), role: "partner_admin" },
    ]);
    for (const rep of ["rep1@acme.example", "rep2@acme.example"]) {
      const repId = await userIdOf(db, rep);
      const deals = await db.select().from(partnerDeals).where(eq(partnerDeals.submittedBy, repId));
      expect(deals.length, rep).toBe(2);
      expect(deals.every((deal) => deal.partnerId === DEMO_PARTNER_IDS.acme)).toBe(true);
      expect(await db.select().from(enrollments).where(eq(enrollments.userId, repId))).toHaveLength(1);
    }
  });

  it("has deals of Acme and Globex in every status", async () => {
    const rows = await db
      .select({ company: partners.companyName, status: partnerDeals.status })
      .from(partnerDeals)
      .innerJoin(partners, eq(partners.id, partnerDeals.partnerId));
    for (const company of ["Acme Solutions", "Globex Systems"]) {
      const statuses = new Set(rows.filter((r) => r.company === company).map((r) => r.status));
      expect([...statuses].sort(), company).toEqual([...DEAL_STATUSES].sort());
    }
  });

  it("pays exactly one commission per closed_won deal, at the partner's rate", async () => {
    const won = await db
      .select({
        deal: partnerDeals,
        rate: partners.commissionRate,
        // value x rate / 100 in numeric, rounded half away from zero to cents: exact, as money must be.
        commission: sql<string>`round(${partnerDeals.dealValue} * ${partners.commissionRate} / 100, 2)::text`,
      })
      .from(partnerDeals)
      .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
      .where(eq(partnerDeals.status, "closed_won"));
    const payouts = await db.select().from(commissionPayouts);
    expect(payouts).toHaveLength(won.length);
    for (const { deal, rate, commission } of won) {
      const payout = payouts.find((p) => p.dealId === deal.id);
      expect(payout, deal.companyName).toMatchObject({
        partnerId: deal.partnerId,
        dealValue: deal.dealValue,
        commissionRate: rate,
        commissionAmount: commission,
      });
    }
    const tailspin = won.find((w) => w.deal.companyName === "Tailspin Toys");
    expect(payouts.find((p) => p.dealId === tailspin?.deal.id)?.commissionAmount).toBe("5400.00");
  });

  it("certifies every completed enrollment after a passed attempt", async () => {
    const completed = await db.select().from(enrollments).where(eq(enrollments.status, "completed"));
    expect(completed.length).toBeGreaterThan(0);
    for (const enrollment of completed) {
      expect(enrollment.completedAt).toBeInstanceOf(Date);
      const attempts = await db
        .select()
        .from(assessmentAttempts)
        .where(eq(assessmentAttempts.enrollmentId, enrollment.id));
      expect(attempts.some((a) => a.passed)).toBe(true);
      const [certificate] = await db
        .select()
        .from(certificates)
        .where(eq(certificates.enrollmentId, enrollment.id));
      expect(certificate).toMatchObject({ userId: enrollment.userId, courseId: enrollment.courseId });
      expect(certificate?.verificationCode).toMatch(/^[A-Z2-7]{26}$/);
    }
    const acmeId = await userIdOf(db, "partner@acme.example");
    const acme = await db
      .select({ title: courses.title, status: enrollments.status, progress: enrollments.progressPercentage })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, acmeId));
    expect(acme.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: "Consultative Selling: Discovery to Close", status: "in_progress", progress: 33 },
      { title: "Partner Onboarding Essentials", status: "completed", progress: 100 },
    ]);
  });

  it("counts progress as the lessons opened over the course's lessons", async () => {
    const opened = await db.select().from(lessonCompletions);
    const lessons = await db.select().from(courseLessons);
    const rows = (await db.select().from(enrollments)).map((enrollment) => ({
      status: enrollment.status,
      progress: enrollment.progressPercentage,
      opened: opened.filter((c) => c.enrollmentId === enrollment.id).length,
      lessons: lessons.filter((l) => l.courseId === enrollment.courseId).length,
    }));
    for (const row of rows) {
      expect(row.progress, JSON.stringify(row)).toBe(Math.round((row.opened / row.lessons) * 100));
      if (row.status === "completed") expect(row.opened).toBe(row.lessons);
      if (row.status === "enrolled") expect(row.opened).toBe(0);
    }
  });

  it("publishes real courses with lessons and quizzes, and keeps one draft", async () => {
    const rows = await db.select().from(courses);
    expect(rows.filter((c) => c.status === "draft")).toHaveLength(1);
    const onboarding = rows.find((c) => c.title === "Partner Onboarding Essentials");
    expect(onboarding).toMatchObject({
      status: "published",
      audience: "both",
      passMark: 75,
      attemptLimit: 3,
    });
    const questions = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.courseId, onboarding?.id ?? ""));
    expect(questions).toHaveLength(4);
    expect(questions.filter((q) => q.correctOptionIds.length === 2)).toHaveLength(1);
    for (const question of questions) {
      const optionIds = question.options.map((o) => o.id);
      expect(optionIds).toEqual(expect.arrayContaining(question.correctOptionIds));
    }
    const integration = rows.find((c) => c.title === "Technical Integration Deep Dive");
    expect(integration).toMatchObject({ audience: "staff", passMark: null });
  });

  it("shows the Acme contact its courses and verifies its certificate through the learning use cases", async () => {
    const learner = {
      userId: await userIdOf(db, "partner@acme.example"),
      name: "Alice Johnson",
      audience: "partners" as const,
      partnerId: DEMO_PARTNER_IDS.acme,
      managesCourses: false,
    };
    const onboarding = await getLearnerCourse(db, learner, DEMO_COURSE_IDS.onboarding);
    expect(onboarding.lessons.map((lesson) => lesson.done)).toEqual([true, true, true]);
    expect(onboarding.attempts).toMatchObject({ used: 2, remaining: 1, bestScore: 100, passed: true });
    const selling = await getLearnerCourse(db, learner, DEMO_COURSE_IDS.selling);
    expect(selling.lessons.map((lesson) => lesson.done)).toEqual([true, false, false]);
    await expect(getLearnerCourse(db, learner, DEMO_COURSE_IDS.integration)).rejects.toThrow(
      "Course not found.",
    );

    const verified = await verifyCertificate(
      { db, clientIp: undefined },
      DEMO_ACME_CERTIFICATE.verificationCode,
    );
    expect(verified).toMatchObject({ courseTitle: "Partner Onboarding Essentials", valid: true });
  });

  it("downloads in the audit trail the certificate Acme holds", async () => {
    const [entry] = await db
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "certificate_downloaded"));
    const [held] = await db
      .select({ courseId: courses.id, title: courses.title, completedAt: enrollments.completedAt })
      .from(certificates)
      .innerJoin(enrollments, eq(enrollments.id, certificates.enrollmentId))
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .where(eq(certificates.userId, await userIdOf(db, "partner@acme.example")));
    expect(entry?.details).toEqual({
      course_id: held?.courseId,
      course_title: held?.title,
      completion_date: held?.completedAt?.toISOString().slice(0, 10),
    });
    expect(entry).toMatchObject({ subjectType: "course", subjectId: held?.courseId });
  });
});

describe("seedDemoData", () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await testDb?.dispose();
    testDb = undefined;
  });

  it("inserts nothing when run a second time", async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    const first = await seedDemoData(db);
    const before = await rowCounts(db);
    expect(Object.values(first).every((n) => n > 0)).toBe(true);
    // On an empty database the summary is exactly what the tables now hold.
    expect(before).toMatchObject(first);

    const second = await seedDemoData(db);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(await rowCounts(db)).toEqual(before);
  });

  it("builds on a user and a partner that existed before it, instead of failing", async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    // A staff member signed in through single sign-on, and Acme applied, before the first seed.
    await db.insert(user).values({ id: "sso-admin", name: "Adam Clarke", email: "admin@example.com" });
    const [ownAcme] = await db
      .insert(partners)
      .values({
        companyName: "Acme (applied)",
        contactName: "Alice Johnson",
        contactEmail: "partner@acme.example",
        businessType: "reseller",
      })
      .returning();

    const summary = await seedDemoData(db);

    expect(await rolesOf(db, "admin@example.com")).toEqual(["admin"]);
    const globex = await db
      .select()
      .from(partners)
      .where(eq(partners.contactEmail, "partner@globex.example"));
    expect(globex[0]?.approvedBy).toBe("sso-admin");
    const acme = await db.select().from(partners).where(eq(partners.contactEmail, "partner@acme.example"));
    expect(acme.map((p) => p.id)).toEqual([ownAcme?.id]);
    expect(
      await db
        .select()
        .from(partnerDeals)
        .where(eq(partnerDeals.partnerId, ownAcme?.id ?? "")),
    ).toEqual([]);
    expect(summary.partners).toBe(4);
  });

  it("refuses to run in production and writes nothing", async () => {
    testDb = await createTestDatabase();
    // The migrations leave only the default journey (migration 0054), where the ranking's windows start (0019)
    // and the default tiers (0047).
    const migrated = await rowCounts(testDb.database.db);
    expect(Object.entries(migrated).filter(([, n]) => n > 0)).toEqual([
      ["journey_steps", 5],
      ["performance_windows", 4],
      ["programme_tiers", 4],
    ]);
    vi.stubEnv("NODE_ENV", "production");
    await expect(seedDemoData(testDb.database.db)).rejects.toThrow(/production/);
    vi.unstubAllEnvs();
    expect(await rowCounts(testDb.database.db)).toEqual(migrated);
  });
});
