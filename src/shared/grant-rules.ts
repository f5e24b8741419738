import { ADMIN_ROLES, hasPermission, isAdmin, type PermissionProfile, roleLevelOf } from "./authorization";
import type { AppRole } from "./enums";
import type { PermissionName } from "./permissions";

// Who may hand out which access, and who may change whom (decision 0017,
// docs/product/administration.md#grant-rules). The server enforces these on every call; the admin screens
// read the same functions to disable what would be refused.

/** Permissions only an admin or super admin may grant or remove: they open User Management itself. */
export const ACCESS_PERMISSIONS: readonly PermissionName[] = ["manage_users", "manage_roles"];

export const REFUSALS = {
  ownAccess: "You can't change your own roles or permissions. Ask another administrator.",
  partnerAccount:
    "Partner accounts get their access from their partner record: they can't be given staff roles, permissions or departments.",
  partnerDetails:
    "A partner contact's name comes from its partner record: change it with the partner's Edit under Partners.",
  partnerRole: "The partner role comes only with an approved partner application.",
  adminRoles: "Only a super admin can grant or remove the admin and super admin roles.",
  lastSuperAdmin: "This is the last super admin: make someone else super admin first.",
  roleAboveOwn: "You can't give a role above your own.",
  targetAboveOwn: "You can't change someone whose role is above your own. Ask an administrator.",
  departmentWithMemberAboveOwn:
    "You can't delete a department that someone whose role is above your own belongs to. Ask an administrator.",
  accessPermissions: "Only an admin or super admin can grant or remove manage_users and manage_roles.",
  notHeld: (names: readonly string[]) =>
    `You can't grant or remove ${names.join(", ")}: you don't hold ${names.length === 1 ? "it" : "them"} yourself.`,
} as const;

export interface Grantor {
  id: string;
  profile: PermissionProfile;
}

export interface GrantTarget {
  id: string;
  roles: readonly AppRole[];
}

const isSuperAdmin = (profile: PermissionProfile) => profile.roles.includes("super_admin");
const isPartnerAccount = (target: GrantTarget) => target.roles.includes("partner");

/** Below admin, nobody changes anything about someone ranked above them: details, departments, roles, permissions. */
const rankRefusal = (caller: Grantor, target: GrantTarget) =>
  !isAdmin(caller.profile) && roleLevelOf(target.roles) > caller.profile.roleLevel
    ? REFUSALS.targetAboveOwn
    : undefined;

/** Why the caller may not give a new or existing user this role, or undefined when it may. */
export function roleGrantRefusal(caller: Grantor, role: AppRole): string | undefined {
  if (role === "partner") return REFUSALS.partnerRole;
  if (ADMIN_ROLES.includes(role) && !isSuperAdmin(caller.profile)) return REFUSALS.adminRoles;
  if (!isAdmin(caller.profile) && roleLevelOf([role]) > caller.profile.roleLevel)
    return REFUSALS.roleAboveOwn;
  return undefined;
}

/**
 * Why the caller may not replace the target's roles with `role`, or undefined when it may. The last super admin
 * is the server's to check: it needs the count.
 */
export function roleChangeRefusal(caller: Grantor, target: GrantTarget, role: AppRole): string | undefined {
  if (caller.id === target.id) return REFUSALS.ownAccess;
  if (isPartnerAccount(target)) return REFUSALS.partnerAccount;
  if (target.roles.some((held) => ADMIN_ROLES.includes(held)) && !isSuperAdmin(caller.profile)) {
    return REFUSALS.adminRoles;
  }
  return rankRefusal(caller, target) ?? roleGrantRefusal(caller, role);
}

/** Why the caller may not change this one permission (grant or remove it), or undefined when it may. */
export function permissionChangeRefusal(caller: Grantor, permission: PermissionName): string | undefined {
  if (ACCESS_PERMISSIONS.includes(permission) && !isAdmin(caller.profile)) return REFUSALS.accessPermissions;
  if (!hasPermission(caller.profile, permission)) return REFUSALS.notHeld([permission]);
  return undefined;
}

/** Why the caller may not replace the target's granted permissions `from` with `to`, or undefined when it may. */
export function permissionsChangeRefusal(
  caller: Grantor,
  target: GrantTarget,
  from: readonly PermissionName[],
  to: readonly PermissionName[],
): string | undefined {
  if (caller.id === target.id) return REFUSALS.ownAccess;
  if (isPartnerAccount(target)) return REFUSALS.partnerAccount;
  const aboveOwn = rankRefusal(caller, target);
  if (aboveOwn) return aboveOwn;
  const changed = [
    ...to.filter((name) => !from.includes(name)),
    ...from.filter((name) => !to.includes(name)),
  ];
  if (changed.some((name) => ACCESS_PERMISSIONS.includes(name)) && !isAdmin(caller.profile)) {
    return REFUSALS.accessPermissions;
  }
  const notHeld = changed.filter((name) => !hasPermission(caller.profile, name)).sort();
  return notHeld.length > 0 ? REFUSALS.notHeld(notHeld) : undefined;
}

/** Why the caller may not change the target's departments, or undefined when it may. */
export function departmentsChangeRefusal(caller: Grantor, target: GrantTarget): string | undefined {
  return isPartnerAccount(target) ? REFUSALS.partnerAccount : rankRefusal(caller, target);
}

/**
 * Why the caller may not delete a department with these members, or undefined when it may: deleting it takes
 * each member out of it, a change to their departments, so below admin nobody ranked above the caller may be
 * among them.
 */
export function departmentDeletionRefusal(
  caller: Grantor,
  members: readonly GrantTarget[],
): string | undefined {
  return members.some((member) => rankRefusal(caller, member))
    ? REFUSALS.departmentWithMemberAboveOwn
    : undefined;
}

/**
 * Why the caller may not edit the target's name and job title, or undefined when it may. A partner contact's
 * account is named after its partner record, which partner management edits.
 */
export function detailsChangeRefusal(caller: Grantor, target: GrantTarget): string | undefined {
  return isPartnerAccount(target) ? REFUSALS.partnerDetails : rankRefusal(caller, target);
}

/**
 * Who may grant a permission to a staff member ranked at or below them, as the access-denied page names them
 * (docs/product/shell-and-navigation.md#access-denied).
 */
export function grantersOf(permission: PermissionName): string {
  return ACCESS_PERMISSIONS.includes(permission)
    ? "an admin or super admin"
    : `an admin or super admin, or someone holding manage_users and ${permission}`;
}
