import { hasMinRoleLevel, hasPermission, hasRole, roleLevelOf } from "#shared/authorization";
import type { AppRole } from "#shared/enums";
import type { AuthorizationState } from "../app/auth/authorization-context";

/** An authorization state with the given roles and permissions, checked by the real rules; null: no profile. */
export function authorizationState(roles: AppRole[] | null, permissions: string[] = []): AuthorizationState {
  const profile = roles
    ? {
        user: { id: "user-1", email: "someone@example.com", name: "Someone" },
        roles,
        permissions,
        roleLevel: roleLevelOf(roles),
        departments: [],
      }
    : null;
  return {
    profile,
    loading: false,
    hasPermission: (permission) => hasPermission(profile, permission),
    hasRole: (role) => hasRole(profile, role),
    hasMinRoleLevel: (level) => hasMinRoleLevel(profile, level),
    refresh: async () => {},
  };
}
