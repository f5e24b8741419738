import { hashKey, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo } from "react";
import { sessionQueryOptions, useSession } from "../../features/me/api/get-session";
import { signOutSession } from "../../features/staff-auth/api/sign-out";
import { startStaffSignIn } from "../../features/staff-auth/api/start-staff-sign-in";
import { AuthContext, type AuthState } from "./auth-context";

const sessionKey = sessionQueryOptions().queryKey;
const sessionHash = hashKey(sessionKey);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session.data?.user ?? null;
  const userId = user?.id;

  // Cached answers belong to the user who asked: drop them when the user changes.
  const forgetUserData = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash }),
    [queryClient],
  );

  const signInWithMicrosoft = useCallback(async () => {
    try {
      await startStaffSignIn();
    } catch (error) {
      console.error("Error signing in with Microsoft:", error);
      throw error;
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      await signOutSession();
    } catch (error) {
      console.error("Error signing out:", error);
      throw error;
    }
    queryClient.setQueryData(sessionKey, { user: null });
    forgetUserData();
  }, [queryClient, forgetUserData]);

  const refresh = useCallback(async () => {
    const { data } = await session.refetch();
    if (userId && data?.user?.id !== userId) forgetUserData();
  }, [session.refetch, userId, forgetUserData]);

  const value = useMemo<AuthState>(
    () => ({ user, loading: session.isPending, signInWithMicrosoft, signOut, refresh }),
    [user, session.isPending, signInWithMicrosoft, signOut, refresh],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
