import { type ReactNode, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { sessionEndedInUse } from "#web/lib/transport/sign-in-required";
import { PageLoading } from "../page-loading";
import { paths } from "../paths";
import { useAuth } from "./auth-context";
import { signInReturningTo } from "./return-address";

/**
 * Shows its content only to a signed-in user; anyone else goes to the sign-in page. A partner whose session an
 * administrator ended goes to the partner sign-in, which says why. A session that ended while its screens were
 * in use (a call answered 401, not Sign Out) sends the person to the sign-in with the address to come back to,
 * where the sign-in says the session ended (decision 0043).
 */
export function ProtectedRoute({
  children,
  redirectTo = paths.staffLogin,
}: {
  children: ReactNode;
  redirectTo?: string;
}) {
  const { user, loading, endedBecause } = useAuth();
  const location = useLocation();
  const shown = useRef(false);
  if (loading) return <PageLoading />;
  if (!user && endedBecause) return <Navigate to={paths.partner.login} replace state={{ endedBecause }} />;
  if (!user && shown.current && sessionEndedInUse())
    return <Navigate to={signInReturningTo(redirectTo, location)} replace />;
  if (!user) return <Navigate to={redirectTo} replace />;
  shown.current = true;
  return children;
}
