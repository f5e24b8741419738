import { type ReactNode, useEffect } from "react";
import type { PermissionName } from "#shared/permissions";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { PageLoading } from "#web/app/page-loading";
import { paths } from "#web/app/paths";
import { AccessDenied } from "#web/components/page/access-denied";

/**
 * Shows `children` to holders of any of `permissions`; anyone else is told they have no access. The server
 * refuses their calls anyway: this only spares them a screen that cannot load.
 */
export function ReportsOnly({
  permissions,
  message,
  children,
}: {
  permissions: readonly PermissionName[];
  message: string;
  children: ReactNode;
}) {
  const { hasPermission, loading, refresh } = useAuthorization();
  const allowed = permissions.some(hasPermission);
  const denied = !loading && !allowed;
  // The permission may have been granted since the profile was read: ask the server once before saying no.
  useEffect(() => {
    if (denied) void refresh();
  }, [denied, refresh]);

  if (loading) return <PageLoading />;
  if (!allowed) {
    return (
      <AccessDenied
        message={message}
        permissions={permissions}
        back={{ label: "Back to reports", to: paths.businessIntelligence.reports }}
      />
    );
  }
  return children;
}
