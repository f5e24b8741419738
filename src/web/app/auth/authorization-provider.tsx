import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo } from "react";
import { hasMinRoleLevel, hasPermission, hasRole } from "../../../shared/authorization";
import { client } from "../../lib/rpc";
import { useAuth } from "./auth-context";
import { AuthorizationContext, type AuthorizationState } from "./authorization-context";

/** A failed fetch leaves no profile (every check then fails) rather than an error screen. */
async function fetchProfile() {
  try {
    return await client.me.profile();
  } catch (error) {
    console.error("Error fetching user permissions:", error);
    return null;
  }
}

export function AuthorizationProvider({ children }: { children: ReactNode }) {
  const { user, loading: authLoading } = useAuth();
  const userId = user?.id;
  // Keyed by user, so a different user never sees the previous one's profile.
  const query = useQuery({
    queryKey: ["permission-profile", userId],
    queryFn: fetchProfile,
    enabled: Boolean(userId),
  });
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
