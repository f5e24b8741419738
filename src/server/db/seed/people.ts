import { and, eq, inArray } from "drizzle-orm";
import { hashPassword } from "#server/auth/password";
import { PERMISSION_CATALOGUE } from "#shared/permissions";
import type { Db } from "../client";
import { DEMO_DEPARTMENTS, DEMO_PARTNER_PASSWORD, DEMO_USERS } from "../demo/people";
import {
  account,
  departments,
  permissions,
  profiles,
  user,
  userDepartments,
  userPermissions,
  userRoles,
} from "../schema";
import { insertMissing } from "./stored-rows";

/**
 * The demo people: users with their profiles, roles and partner passwords, the permission catalogue, the
 * departments, memberships and granted permissions. Returns the rows inserted per table and `userId`, the
 * stored id of each demo e-mail.
 */
export async function seedPeople(tx: Db) {
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

  return {
    inserted: {
      user: insertedUsers,
      profiles: profileCount,
      user_roles: roleCount,
      account: accountCount,
      permissions: permissionCount,
      departments: departmentCount,
      user_departments: userDepartmentCount,
      user_permissions: userPermissionCount,
    },
    userId,
  };
}

function lookup(map: Map<string, string>, what: string): (key: string) => string {
  return (key) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Seed data is inconsistent: no ${what} ${key}.`);
    return value;
  };
}
