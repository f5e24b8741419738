import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../app/auth/auth-context";
import { paths } from "../app/paths";

/**
 * Signs out and opens the staff login. On the layout shell a failure is only logged (useAuth logs
 * "Error signing out:") and the user is not told (docs/product/shell-and-navigation.md#sign-out).
 */
export function useSignOutToLogin(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      return;
    }
    navigate(paths.staffLogin, { replace: true });
  }, [signOut, navigate]);
}
