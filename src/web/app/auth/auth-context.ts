import { createContext, useContext } from "react";
import type { SESSION_END_REASONS, SignedInUserDto } from "#shared/contracts/auth";

export interface AuthState {
  /** The signed-in user, or null when signed out (or still loading). */
  user: SignedInUserDto | null;
  loading: boolean;
  /** Why there is no user, when an administrator ended this browser's session (a partner suspended). */
  endedBecause?: (typeof SESSION_END_REASONS)[number];
  /**
   * Leaves for the work-account sign-in, which comes back to `returnTo` (an address of this host) or the
   * dashboard; errors are logged and rethrown.
   */
  signInWithWorkAccount(returnTo?: string): Promise<void>;
  /** Errors are logged and rethrown. */
  signOut(): Promise<void>;
  /** Reloads the session, e.g. after a partner signed in or set a password. */
  refresh(): Promise<void>;
}

export const AuthContext = createContext<AuthState | undefined>(undefined);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used within an AuthProvider");
  return auth;
}
