import type { AppRole } from "./enums";
import type { PermissionName } from "./permissions";

/**
 * The caller's access, derived on the server from roles, granted permissions and departments. `permissions` are
 * the database's names, which may include one the catalogue has since dropped; checks name catalogue permissions.
 */
export interface PermissionProfile {
  roles: AppRole[];
  permissions: string[];
  roleLevel: number;
  departments: string[];
}

export const ROLE_LEVELS: Record<AppRole, number> = {
  viewer: 10,
  user: 20,
  partner: 20,
  analyst: 30,
  sales_rep: 30,
  manager: 50,
  sales_manager: 60,
  admin: 90,
  super_admin: 100,
};

/** Roles that hold every permission implicitly. */
export const ADMIN_ROLES: readonly AppRole[] = ["admin", "super_admin"];

/** The highest level among the roles; 0 without roles. */
export function roleLevelOf(roles: readonly AppRole[]): number {
  return roles.reduce((highest, role) => Math.max(highest, ROLE_LEVELS[role]), 0);
}

export function isAdmin(profile: PermissionProfile | null | undefined): boolean {
  return Boolean(profile?.roles.some((role) => ADMIN_ROLES.includes(role)));
}

/** admin and super_admin pass every check; anyone else needs the permission granted. No profile: false. */
export function hasPermission(
  profile: PermissionProfile | null | undefined,
  permission: PermissionName,
): boolean {
  if (!profile) return false;
  return isAdmin(profile) || profile.permissions.includes(permission);
}

/** True when any one of the permissions passes. */
export function hasAnyPermission(
  profile: PermissionProfile | null | undefined,
  permissions: readonly PermissionName[],
): boolean {
  return permissions.some((permission) => hasPermission(profile, permission));
}

/** Exact membership: admins do not implicitly hold other roles. */
export function hasRole(profile: PermissionProfile | null | undefined, role: AppRole): boolean {
  return Boolean(profile?.roles.includes(role));
}

export function hasMinRoleLevel(profile: PermissionProfile | null | undefined, level: number): boolean {
  return (profile?.roleLevel ?? 0) >= level;
}
