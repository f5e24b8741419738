import { createContext, useContext } from "react";
import type { PermissionProfileDto } from "#shared/contracts/auth";
import type { AppRole } from "#shared/enums";
import type { PermissionName } from "#shared/permissions";

export interface AuthorizationState {
  /** The signed-in user's roles, permissions, role level and departments; null when signed out or unknown. */
  profile: PermissionProfileDto | null;
  loading: boolean;
  hasPermission(permission: PermissionName): boolean;
  hasRole(role: AppRole): boolean;
  hasMinRoleLevel(level: number): boolean;
  refresh(): Promise<void>;
}

export const AuthorizationContext = createContext<AuthorizationState | undefined>(undefined);

export function useAuthorization(): AuthorizationState {
  const authorization = useContext(AuthorizationContext);
  if (!authorization) throw new Error("useAuthorization must be used within an AuthorizationProvider");
  return authorization;
}
