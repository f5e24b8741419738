import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoading } from "../page-loading";
import { paths } from "../paths";
import { useAuth } from "./auth-context";

/** Shows its content only to a signed-in user; anyone else goes to the sign-in page. */
export function ProtectedRoute({
  children,
  redirectTo = paths.staffLogin,
}: {
  children: ReactNode;
  redirectTo?: string;
}) {
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return children;
}
