import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { PERMISSION_CATALOGUE } from "../../shared/permissions";
import { hashPassword } from "../auth/password";
import type { Bucket, FileStorage } from "../platform/storage/file-storage";
import type { Db } from "./client";
import { DEMO_DOCUMENT_FILES } from "./demo/application-documents";
import { DEMO_DEPARTMENTS, DEMO_PARTNER_PASSWORD, DEMO_USERS } from "./demo/people";
import { DEMO_RESOURCE_FILES } from "./demo/resources";
import { buildDemoRecords } from "./demo-data";
import {
  account,
  assessmentAttempts,
  certificates,
  commissionPayouts,
  courses,
  departments,
  enrollments,
  partnerApplications,
  partnerAuditLogs,
  partnerDeals,
  partnerResources,
  partners,
  permissions,
  profiles,
  user,
  userDepartments,
  userPermissions,
  userRoles,
} from "./schema";

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
  partner_resources: number;
  courses: number;
  enrollments: number;
  assessment_attempts: number;
  certificates: number;
  partner_audit_logs: number;
}

export interface SeedOptions {
  /** The moment the demo's relative dates count back from; defaults to the current time. */
  now?: Date;
}

/**
 * Inserts the demo data that is missing, in one transaction. Every insert skips rows that already exist (fixed
 * ids or natural unique keys with ON CONFLICT DO NOTHING), so running it again inserts nothing.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  if (process.env.NODE_ENV === "production") {
    throw new Error("Refusing to seed demo data: NODE_ENV is production.");
  }
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    const insertedUsers = await insertMissing(
      tx,
      user,
      DEMO_USERS.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        // Staff addresses come from single sign-on; a partner verifies its address with the set-up link.
        emailVerified: u.role !== "partner" || u.hasPassword,
      })),
    );

    // Someone may have signed in before the seed ran: use the stored id of each e-mail, whichever created it.
    const storedUsers = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          DEMO_USERS.map((u) => u.email),
        ),
      );
    const userId = lookup(new Map(storedUsers.map((u) => [u.email, u.id])), "demo user");

    const profileCount = await insertMissing(
      tx,
      profiles,
      DEMO_USERS.map((u) => ({
        userId: userId(u.email),
        email: u.email,
        fullName: u.name,
        jobTitle: u.jobTitle,
      })),
    );
    const roleCount = await insertMissing(
      tx,
      userRoles,
      DEMO_USERS.map((u) => ({ userId: userId(u.email), role: u.role })),
    );

    const passwordUserIds = DEMO_USERS.filter((u) => u.hasPassword).map((u) => userId(u.email));
    const credentialHolders = await tx
      .select({ userId: account.userId })
      .from(account)
      .where(and(eq(account.providerId, "credential"), inArray(account.userId, passwordUserIds)));
    const holders = new Set(credentialHolders.map((a) => a.userId));
    const missingPasswords = passwordUserIds.filter((id) => !holders.has(id));
    // Argon2id is slow on purpose: hash once, and only when an account is actually missing.
    const passwordHash = missingPasswords.length > 0 ? await hashPassword(DEMO_PARTNER_PASSWORD) : "";
    const accountCount = await insertMissing(
      tx,
      account,
      missingPasswords.map((id) => ({
        id: `credential-${id}`,
        // Better Auth's credential provider uses the user id as the account id.
        accountId: id,
        providerId: "credential",
        userId: id,
        password: passwordHash,
      })),
    );

    const permissionCount = await insertMissing(tx, permissions, [...PERMISSION_CATALOGUE]);
    const storedPermissions = await tx
      .select({ id: permissions.id, name: permissions.name })
      .from(permissions)
      .where(
        inArray(
          permissions.name,
          PERMISSION_CATALOGUE.map((p) => p.name),
        ),
      );
    const permissionId = lookup(new Map(storedPermissions.map((p) => [p.name, p.id])), "permission");

    const departmentCount = await insertMissing(
      tx,
      departments,
      DEMO_DEPARTMENTS.map((d) => ({
        name: d.name,
        description: d.description,
        managerId: userId(d.managerEmail),
      })),
    );
    const storedDepartments = await tx
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(
        inArray(
          departments.name,
          DEMO_DEPARTMENTS.map((d) => d.name),
        ),
      );
    const departmentId = lookup(new Map(storedDepartments.map((d) => [d.name, d.id])), "department");

    const userDepartmentCount = await insertMissing(
      tx,
      userDepartments,
      DEMO_USERS.flatMap((u) =>
        u.departments.map((d) => ({
          userId: userId(u.email),
          departmentId: departmentId(d.name),
          isPrimary: d.isPrimary,
        })),
      ),
    );
    const userPermissionCount = await insertMissing(
      tx,
      userPermissions,
      DEMO_USERS.flatMap((u) =>
        u.permissions.map((name) => ({ userId: userId(u.email), permissionId: permissionId(name) })),
      ),
    );

    const records = buildDemoRecords(now, userId);
    const partnerCount = await insertMissing(tx, partners, records.partners);
    // A demo partner is skipped when a live partner with its e-mail already exists; so are its dependants.
    const ourPartners = await storedIds(tx, partners, records.partners);
    const ofOurPartners = <T extends { partnerId?: string | null }>(rows: T[]) =>
      rows.filter((row) => row.partnerId != null && ourPartners.has(row.partnerId));

    const applicationCount = await insertMissing(
      tx,
      partnerApplications,
      ofOurPartners(records.applications),
    );
    const dealCount = await insertMissing(tx, partnerDeals, ofOurPartners(records.deals));
    const payoutCount = await insertMissing(tx, commissionPayouts, ofOurPartners(records.payouts));
    const resourceCount = await insertMissing(tx, partnerResources, records.resources);
    // Demo rows stored before resources recorded their size (migration 0006 left it 0) get it now.
    for (const resource of records.resources) {
      await tx
        .update(partnerResources)
        .set({ fileSize: resource.fileSize })
        .where(and(eq(partnerResources.id, resource.id), eq(partnerResources.fileSize, 0)));
    }
    const courseCount = await insertMissing(tx, courses, records.courses);

    const enrollmentCount = await insertMissing(tx, enrollments, records.enrollments);
    // Likewise an enrollment the user already had for the course (a different id) keeps its own history.
    const ourEnrollments = await storedIds(tx, enrollments, records.enrollments);
    const ofOurEnrollments = <T extends { enrollmentId: string }>(rows: T[]) =>
      rows.filter((row) => ourEnrollments.has(row.enrollmentId));

    const attemptCount = await insertMissing(tx, assessmentAttempts, ofOurEnrollments(records.attempts));
    const certificateCount = await insertMissing(tx, certificates, ofOurEnrollments(records.certificates));
    const auditCount = await insertMissing(tx, partnerAuditLogs, ofOurPartners(records.auditLogs));

    return {
      user: insertedUsers,
      profiles: profileCount,
      user_roles: roleCount,
      account: accountCount,
      permissions: permissionCount,
      departments: departmentCount,
      user_departments: userDepartmentCount,
      user_permissions: userPermissionCount,
      partners: partnerCount,
      partner_applications: applicationCount,
      partner_deals: dealCount,
      commission_payouts: payoutCount,
      partner_resources: resourceCount,
      courses: courseCount,
      enrollments: enrollmentCount,
      assessment_attempts: attemptCount,
      certificates: certificateCount,
      partner_audit_logs: auditCount,
    };
  });
}

async function insertMissing<T extends PgTable>(tx: Db, table: T, rows: PgInsertValue<T>[]): Promise<number> {
  // Drizzle rejects an empty VALUES list.
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(table)
    .values(rows)
    .onConflictDoNothing()
    .returning({ one: sql<number>`1` });
  return inserted.length;
}

/** Which of the demo rows' fixed ids are in the table now, whether inserted by this run or an earlier one. */
async function storedIds(
  tx: Db,
  table: typeof partners | typeof enrollments,
  rows: { id: string }[],
): Promise<Set<string>> {
  const stored = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      inArray(
        table.id,
        rows.map((row) => row.id),
      ),
    );
  return new Set(stored.map((row) => row.id));
}

function lookup(map: Map<string, string>, what: string): (key: string) => string {
  return (key) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Seed data is inconsistent: no ${what} ${key}.`);
    return value;
  };
}

/**
 * Writes the files the demo rows point at (the applications' documents and the resources) where they are
 * missing; running it again writes nothing. Without them an administrator's first download in a fresh install
 * would answer 404.
 */
export async function writeDemoFiles(storage: FileStorage): Promise<number> {
  const files: { bucket: Bucket; key: string; bytes: () => Uint8Array }[] = [
    ...Object.values(DEMO_DOCUMENT_FILES).map((file) => ({
      bucket: "application-documents" as const,
      key: file.path,
      bytes: () => file.bytes,
    })),
    ...Object.values(DEMO_RESOURCE_FILES).map((file) => ({
      bucket: "resources" as const,
      key: file.key,
      bytes: file.build,
    })),
  ];
  let written = 0;
  for (const file of files) {
    if (await storage.get(file.bucket, file.key)) continue;
    try {
      await storage.put(file.bucket, file.key, file.bytes());
      written += 1;
    } catch (error) {
      // Another process wrote it a moment ago.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return written;
}
