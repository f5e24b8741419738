import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "#server/db/client";
import {
  account,
  departments,
  partnerAuditLogs,
  permissions,
  profiles,
  user,
  userDepartments,
  userPermissions,
  userRoles,
} from "#server/db/schema/index";
import { createPartner } from "../../factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createSuperAdmin,
  createUser,
  type TestUser,
} from "../../factories/users";
import { signedInAs, type TestBrowser } from "../browser/rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/** One signed-in person of the administration tests: the account and its browser tab. */
export interface Signed {
  user: TestUser;
  browser: TestBrowser;
}

/**
 * A test app for user, department and audit-log administration, with one signed-in person of each kind the
 * access rules tell apart:
 * - superAdmin, admin: hold every permission through their role;
 * - manager: role manager granted manage_users and view_data (not view_audit_logs, not manage_roles);
 * - roleManager: role user granted manage_roles only;
 * - auditor: role user granted view_audit_logs only;
 * - viewer, plainUser: no permissions;
 * - partner: the contact of an active partner.
 */
export function setUpAdminTestApp() {
  const state = {} as {
    app: TestApp;
    superAdmin: Signed;
    admin: Signed;
    manager: Signed;
    roleManager: Signed;
    auditor: Signed;
    viewer: Signed;
    plainUser: Signed;
    partner: Signed;
  };
  beforeAll(async () => {
    state.app = await createTestApp();
    const db = state.app.testDatabase.database.db;
    const signed = async (made: Promise<TestUser>): Promise<Signed> => {
      const person = await made;
      return { user: person, browser: await signedInAs(state.app, person) };
    };
    state.superAdmin = await signed(createSuperAdmin(db, { name: "Sam Super" }));
    state.admin = await signed(createAdmin(db, { name: "Ada Admin" }));
    state.manager = await signed(
      createUser(db, { name: "Mia Manager", roles: ["manager"], permissions: ["manage_users", "view_data"] }),
    );
    state.roleManager = await signed(
      createUser(db, { name: "Rory Roles", roles: ["user"], permissions: ["manage_roles"] }),
    );
    state.auditor = await signed(
      createUser(db, { name: "Aud Auditor", roles: ["user"], permissions: ["view_audit_logs"] }),
    );
    state.viewer = await signed(createUser(db, { name: "Vic Viewer", roles: ["viewer"] }));
    state.plainUser = await signed(createUser(db, { name: "Pat Plain", roles: ["user"] }));
    state.partner = await signed(createPartnerContact(db, await createPartner(db)));
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  return state;
}

/** A user's roles, sorted, as stored. */
export async function rolesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).sort();
}

/** A user's granted permission names, sorted, as stored. */
export async function permissionsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, userId))
    .orderBy(asc(permissions.name));
  return rows.map((row) => row.name);
}

/** A user's department memberships by department name, A to Z, as stored. */
export async function membershipsOf(db: Db, userId: string) {
  return db
    .select({ departmentId: departments.id, name: departments.name, isPrimary: userDepartments.isPrimary })
    .from(userDepartments)
    .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
    .where(eq(userDepartments.userId, userId))
    .orderBy(asc(departments.name));
}

/** The audit entries about one subject (a user's or a department's id), oldest first. */
export async function auditEntriesAbout(db: Db, subjectId: string) {
  return db
    .select()
    .from(partnerAuditLogs)
    .where(eq(partnerAuditLogs.subjectId, subjectId))
    .orderBy(asc(partnerAuditLogs.createdAt), asc(partnerAuditLogs.id));
}

/**
 * Every row administration can write (users, profiles, credentials, roles, permissions, memberships,
 * departments, audit entries), so a test can show that a refused call changed nothing at all. Sessions are left
 * out: each call may slide its caller's session.
 */
export async function administrationSnapshot(db: Db) {
  const [users, profileRows, accounts, roles, granted, memberships, departmentRows, audit] =
    await Promise.all([
      db.select().from(user).orderBy(asc(user.id)),
      db.select().from(profiles).orderBy(asc(profiles.userId)),
      db
        .select({ id: account.id, userId: account.userId, password: account.password })
        .from(account)
        .orderBy(asc(account.id)),
      db.select().from(userRoles).orderBy(asc(userRoles.id)),
      db
        .select()
        .from(userPermissions)
        .orderBy(asc(userPermissions.userId), asc(userPermissions.permissionId)),
      db
        .select()
        .from(userDepartments)
        .orderBy(asc(userDepartments.userId), asc(userDepartments.departmentId)),
      db.select().from(departments).orderBy(asc(departments.id)),
      db.select().from(partnerAuditLogs).orderBy(asc(partnerAuditLogs.id)),
    ]);
  return { users, profileRows, accounts, roles, granted, memberships, departmentRows, audit };
}

/**
 * Makes every insert into `table` fail with `message` until the returned function is called, to show that a
 * change failing half-way leaves nothing half-done.
 */
export async function failInsertsInto(db: Db, table: string, message: string): Promise<() => Promise<void>> {
  const name = `fail_insert_${table}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception '${message}'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
