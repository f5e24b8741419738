import { hasAnyPermission, hasPermission } from "#shared/authorization";
import type { PermissionProfileDto } from "#shared/contracts/auth";
import type { Grantor } from "#shared/grant-rules";
import type { AdminTab } from "#web/app/paths";

/**
 * What the signed-in user may do in Admin Settings (docs/product/administration.md#access); the server checks
 * the same on every call.
 */
export interface AdminAccess {
  /** Opens Admin Settings at all: manage_users, manage_roles or manage_integrations. */
  settings: boolean;
  /** Creates and edits users, their permissions and departments, and the departments themselves. */
  manageUsers: boolean;
  /** Changes roles: manage_roles, or manage_users. */
  changeRoles: boolean;
  viewAuditLog: boolean;
  /** Creates and revokes integration API keys (docs/product/api-and-integrations.md#integration-keys). */
  manageIntegrations: boolean;
}

export function adminAccessOf(profile: PermissionProfileDto | null): AdminAccess {
  return {
    settings: hasAnyPermission(profile, ["manage_users", "manage_roles", "manage_integrations"]),
    manageUsers: hasPermission(profile, "manage_users"),
    changeRoles: hasAnyPermission(profile, ["manage_roles", "manage_users"]),
    viewAuditLog: hasPermission(profile, "view_audit_logs"),
    manageIntegrations: hasPermission(profile, "manage_integrations"),
  };
}

/** The signed-in user as the grant rules see them. */
export const grantorOf = (profile: PermissionProfileDto): Grantor => ({ id: profile.user.id, profile });

const TABS: { value: AdminTab; label: string; shown(access: AdminAccess): boolean }[] = [
  { value: "users", label: "User Management", shown: (access) => access.changeRoles },
  { value: "departments", label: "Departments", shown: (access) => access.manageUsers },
  { value: "integrations", label: "Integrations", shown: (access) => access.manageIntegrations },
  { value: "system", label: "System Settings", shown: () => true },
  { value: "audit-log", label: "Audit Log", shown: (access) => access.viewAuditLog },
];

/**
 * The tabs this access opens, in their order; the first is the default: User Management, or Integrations for
 * someone who holds only manage_integrations.
 */
export function adminTabs(access: AdminAccess): { value: AdminTab; label: string }[] {
  return TABS.filter((tab) => tab.shown(access)).map(({ value, label }) => ({ value, label }));
}
