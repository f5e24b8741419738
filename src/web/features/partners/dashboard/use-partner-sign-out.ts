import { useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "#web/app/auth/auth-context";
import { paths } from "#web/app/paths";

/** Signs out and returns to the partner login. A failure is already logged by useAuth; the user stays put. */
export function usePartnerSignOut(): { signOut(): Promise<void>; signingOut: boolean } {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
      navigate(paths.partner.login, { replace: true });
    } catch {
      setSigningOut(false);
    }
  };
  return { signOut, signingOut };
}
