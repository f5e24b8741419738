import { randomUUID } from "node:crypto";
import { hashPassword } from "#server/auth/password";
import type { Db } from "#server/db/client";
import {
  account,
  partnerMembers,
  type partners,
  profiles,
  user,
  userDepartments,
  userPermissions,
  userRoles,
} from "#server/db/schema/index";
import type { AppRole, PartnerMemberRole } from "#shared/enums";
import type { PermissionName } from "#shared/permissions";
import { departmentIds } from "./departments";
import { permissionIds } from "./permissions";
import { nextSequence } from "./sequence";

export interface UserOverrides {
  id?: string;
  email?: string;
  name?: string;
  jobTitle?: string | null;
  /** Defaults to true for staff (single sign-on vouches for the address) and for partners with a password. */
  emailVerified?: boolean;
  /** Defaults to ["user"], a staff member without permissions. */
  roles?: readonly AppRole[];
  /** Granted through the user_permissions table. */
  permissions?: readonly PermissionName[];
  /** Departments by name, created when missing; isPrimary defaults to false. */
  departments?: readonly { name: string; isPrimary?: boolean }[];
  /** Gives the user a Better Auth credential account with this password. */
  password?: string;
}

// Argon2id is slow on purpose; tests reuse one hash per password (a salted hash verifies for any user).
const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

export type TestUser = typeof user.$inferSelect & {
  roles: AppRole[];
  permissions: PermissionName[];
  /** The password the user signs in with, if it has one. */
  password: string | undefined;
};

/** A user with a profile, roles, permissions, departments and optionally a password, as the portal stores them. */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const n = nextSequence();
  const roles = [...(overrides.roles ?? ["user"])];
  const granted = [...(overrides.permissions ?? [])];
  const { password } = overrides;
  const [row] = await db
    .insert(user)
    .values({
      id: overrides.id ?? randomUUID(),
      email: overrides.email ?? `person.${n}@people.example`,
      name: overrides.name ?? `Test Person ${n}`,
      emailVerified: overrides.emailVerified ?? (!roles.includes("partner") || password !== undefined),
    })
    .returning();
  if (!row) throw new Error("user not inserted");
  await db
    .insert(profiles)
    .values({ userId: row.id, email: row.email, fullName: row.name, jobTitle: overrides.jobTitle ?? null });
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: row.id, role })));

  const permissionId = await permissionIds(db, granted);
  if (granted.length > 0) {
    await db
      .insert(userPermissions)
      .values(granted.map((name) => ({ userId: row.id, permissionId: permissionId.get(name) as string })));
  }
  const memberships = overrides.departments ?? [];
  const departmentId = await departmentIds(
    db,
    memberships.map((membership) => membership.name),
  );
  if (memberships.length > 0) {
    await db.insert(userDepartments).values(
      memberships.map((membership) => ({
        userId: row.id,
        departmentId: departmentId.get(membership.name) as string,
        isPrimary: membership.isPrimary ?? false,
      })),
    );
  }
  if (password !== undefined) {
    // Better Auth's credential provider uses the user id as the account id.
    await db.insert(account).values({
      id: `credential-${row.id}`,
      accountId: row.id,
      providerId: "credential",
      userId: row.id,
      password: await hashOnce(password),
    });
  }
  return { ...row, roles, permissions: granted, password };
}

export const createAdmin = (db: Db, overrides: Omit<UserOverrides, "roles"> = {}) =>
  createUser(db, { ...overrides, roles: ["admin"] });

export const createSuperAdmin = (db: Db, overrides: Omit<UserOverrides, "roles"> = {}) =>
  createUser(db, { ...overrides, roles: ["super_admin"] });

/** A staff member (role user unless overridden) who holds one named permission through the permissions tables. */
export const createUserWithPermission = (db: Db, permission: PermissionName, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, permissions: [...(overrides.permissions ?? []), permission] });

/**
 * The partner's contact person's account: the partner's e-mail and contact name, role partner, and a partner
 * admin of the partner, as approval makes them.
 */
export async function createPartnerContact(
  db: Db,
  partner: Pick<typeof partners.$inferSelect, "id" | "contactEmail" | "contactName">,
  overrides: Omit<UserOverrides, "roles" | "email"> = {},
) {
  return createPartnerMember(db, partner, {
    name: partner.contactName,
    ...overrides,
    email: partner.contactEmail.toLowerCase(),
    role: "partner_admin",
  });
}

/** A member the partner's contact added: a sales rep unless the role says otherwise, with an account of their own. */
export async function createPartnerMember(
  db: Db,
  partner: Pick<typeof partners.$inferSelect, "id">,
  overrides: Omit<UserOverrides, "roles"> & { role?: PartnerMemberRole } = {},
) {
  const { role = "sales_rep", ...userOverrides } = overrides;
  const member = await createUser(db, { ...userOverrides, roles: ["partner"] });
  await db.insert(partnerMembers).values({ userId: member.id, partnerId: partner.id, role });
  return member;
}
