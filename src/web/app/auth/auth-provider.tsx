import { hashKey, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from "react";
import { sessionQueryOptions, useSession } from "#web/features/me/api/get-session";
import { signOutSession } from "#web/features/staff-auth/api/sign-out";
import { startStaffSignIn } from "#web/features/staff-auth/api/start-staff-sign-in";
import { FormKeeperContext, forgetKeptForms } from "#web/lib/forms/kept-forms";
import { noteSignedIn } from "#web/lib/transport/sign-in-required";
import { AuthContext, type AuthState } from "./auth-context";

const sessionKey = sessionQueryOptions().queryKey;
const sessionHash = hashKey(sessionKey);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session.data?.user ?? null;
  const endedBecause = session.data?.endedBecause;
  const userId = user?.id;

  // Cached answers belong to the user who asked: drop them when the user changes.
  const forgetUserData = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash }),
    [queryClient],
  );

  // The session read again after a refused call (session-expiry.ts) may come back without the user: their
  // cached answers go with them.
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current && previousUserId.current !== userId) forgetUserData();
    previousUserId.current = userId;
    if (userId) noteSignedIn();
  }, [userId, forgetUserData]);

  const signInWithWorkAccount = useCallback(async (returnTo?: string) => {
    try {
      await startStaffSignIn(returnTo);
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
    // Whoever uses the tab next finds nothing of what was typed (decision 0043).
    forgetKeptForms();
  }, [queryClient, forgetUserData]);

  const refresh = useCallback(async () => {
    const { data } = await session.refetch();
    if (userId && data?.user?.id !== userId) forgetUserData();
  }, [session.refetch, userId, forgetUserData]);

  const value = useMemo<AuthState>(
    () => ({ user, loading: session.isPending, endedBecause, signInWithWorkAccount, signOut, refresh }),
    [user, session.isPending, endedBecause, signInWithWorkAccount, signOut, refresh],
  );
  return (
    <AuthContext value={value}>
      <FormKeeperContext value={userId ?? null}>{children}</FormKeeperContext>
    </AuthContext>
  );
}
