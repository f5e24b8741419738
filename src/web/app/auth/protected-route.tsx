import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoading } from "../page-loading";
import { paths } from "../paths";
import { useAuth } from "./auth-context";

/**
 * Shows its content only to a signed-in user; anyone else goes to the sign-in page. A partner whose session an
 * administrator ended goes to the partner sign-in, which says why.
 */
export function ProtectedRoute({
  children,
  redirectTo = paths.staffLogin,
}: {
  children: ReactNode;
  redirectTo?: string;
}) {
  const { user, loading, endedBecause } = useAuth();
  if (loading) return <PageLoading />;
  if (!user && endedBecause) return <Navigate to={paths.partner.login} replace state={{ endedBecause }} />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return children;
}
