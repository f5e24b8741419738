import { type ReactNode, useCallback, useMemo } from "react";
import { hasMinRoleLevel, hasPermission, hasRole } from "#shared/authorization";
import { usePermissionProfile } from "#web/features/me/api/get-permission-profile";
import { useAuth } from "./auth-context";
import { AuthorizationContext, type AuthorizationState } from "./authorization-context";

export function AuthorizationProvider({ children }: { children: ReactNode }) {
  const { user, loading: authLoading } = useAuth();
  const userId = user?.id;
  const query = usePermissionProfile(userId);
  const profile = userId ? (query.data ?? null) : null;
  const loading = authLoading || (Boolean(userId) && query.isPending);

  const refresh = useCallback(async () => {
    if (userId) await query.refetch();
  }, [userId, query.refetch]);

  const value = useMemo<AuthorizationState>(
    () => ({
      profile,
      loading,
      hasPermission: (permission) => hasPermission(profile, permission),
      hasRole: (role) => hasRole(profile, role),
      hasMinRoleLevel: (level) => hasMinRoleLevel(profile, level),
      refresh,
    }),
    [profile, loading, refresh],
  );
  return <AuthorizationContext value={value}>{children}</AuthorizationContext>;
}
