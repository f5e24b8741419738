import { hasAnyPermission, hasPermission } from "#shared/authorization";
import type { PermissionProfileDto } from "#shared/contracts/auth";
import type { Grantor } from "#shared/grant-rules";
import type { PermissionName } from "#shared/permissions";
import type { AdminTab } from "#web/app/paths";

/**
 * What the signed-in user may do in Admin Settings (docs/product/administration.md#access); the server checks
 * the same on every call.
 */
export interface AdminAccess {
  /** Opens Admin Settings at all: manage_users, manage_roles, manage_integrations or manage_programme. */
  settings: boolean;
  /** Creates and edits users, their permissions and departments, and the departments themselves. */
  manageUsers: boolean;
  /** Changes roles: manage_roles, or manage_users. */
  changeRoles: boolean;
  viewAuditLog: boolean;
  /** Creates and revokes integration API keys (docs/product/api-and-integrations.md#integration-keys). */
  manageIntegrations: boolean;
  /** Sets the programme's registration rules (docs/product/programme.md#settings). */
  manageProgramme: boolean;
}

/** Opens Admin Settings at all (docs/product/administration.md#access). */
export const ADMIN_SETTINGS_PERMISSIONS: readonly PermissionName[] = [
  "manage_users",
  "manage_roles",
  "manage_integrations",
  "manage_programme",
];

export function adminAccessOf(profile: PermissionProfileDto | null): AdminAccess {
  return {
    settings: hasAnyPermission(profile, ADMIN_SETTINGS_PERMISSIONS),
    manageUsers: hasPermission(profile, "manage_users"),
    changeRoles: hasAnyPermission(profile, ["manage_roles", "manage_users"]),
    viewAuditLog: hasPermission(profile, "view_audit_logs"),
    manageIntegrations: hasPermission(profile, "manage_integrations"),
    manageProgramme: hasPermission(profile, "manage_programme"),
  };
}

/** The signed-in user as the grant rules see them. */
export const grantorOf = (profile: PermissionProfileDto): Grantor => ({ id: profile.user.id, profile });

interface AdminTabAccess {
  value: AdminTab;
  label: string;
  shown(access: AdminAccess): boolean;
  /** Any of these opens the tab, as its access-denied page says; none: anyone in Admin Settings. */
  permissions: readonly PermissionName[];
}

const TABS: AdminTabAccess[] = [
  {
    value: "users",
    label: "User Management",
    shown: (access) => access.changeRoles,
    permissions: ["manage_users", "manage_roles"],
  },
  {
    value: "departments",
    label: "Departments",
    shown: (access) => access.manageUsers,
    permissions: ["manage_users"],
  },
  {
    value: "integrations",
    label: "Integrations",
    shown: (access) => access.manageIntegrations,
    permissions: ["manage_integrations"],
  },
  {
    value: "programme",
    label: "Programme",
    shown: (access) => access.manageProgramme,
    permissions: ["manage_programme"],
  },
  { value: "system", label: "System Settings", shown: () => true, permissions: [] },
  {
    value: "audit-log",
    label: "Audit Log",
    shown: (access) => access.viewAuditLog,
    permissions: ["view_audit_logs"],
  },
];

/** A tab's label and the permissions that open it. */
export function adminTabAccess(tab: AdminTab): { label: string; permissions: readonly PermissionName[] } {
  const entry = TABS.find((candidate) => candidate.value === tab);
  return { label: entry?.label ?? tab, permissions: entry?.permissions ?? [] };
}

/**
 * The tabs this access opens, in their order; the first is the default: User Management, or Integrations for
 * someone who holds only manage_integrations.
 */
export function adminTabs(access: AdminAccess): { value: AdminTab; label: string }[] {
  return TABS.filter((tab) => tab.shown(access)).map(({ value, label }) => ({ value, label }));
}
