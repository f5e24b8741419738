import { type ReactNode, useEffect } from "react";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { PageLoading } from "#web/app/page-loading";
import { paths } from "#web/app/paths";
import { AccessDenied } from "#web/components/page/access-denied";

/**
 * Shows `children` to holders of manage_courses only (docs/product/learning.md#courses); anyone else is told
 * they have no access. The server refuses their calls anyway: this only spares them a screen that cannot load.
 */
export function CourseAuthorsOnly({ children }: { children: ReactNode }) {
  const { hasPermission, loading, refresh } = useAuthorization();
  const allowed = hasPermission("manage_courses");
  const denied = !loading && !allowed;
  // The permission may have been granted since the profile was read: ask the server once before saying no.
  useEffect(() => {
    if (denied) void refresh();
  }, [denied, refresh]);

  if (loading) return <PageLoading />;
  if (!allowed) {
    return (
      <AccessDenied
        message="You don't have permission to manage courses."
        permissions={["manage_courses"]}
        back={{ label: "Back to Learning", to: paths.learning.catalog }}
      />
    );
  }
  return children;
}
