import { ArrowLeftIcon, ShieldXIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { PageLoading } from "#web/app/page-loading";
import { paths } from "#web/app/paths";
import { MessageCard } from "#web/components/message-card";
import { Button } from "#web/components/ui/button";

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
      <div className="flex justify-center py-8 sm:py-16">
        <MessageCard
          icon={<ShieldXIcon />}
          title="Access Denied"
          description="You don't have permission to manage courses."
        >
          <Button asChild>
            <Link to={paths.learning.catalog}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Learning
            </Link>
          </Button>
        </MessageCard>
      </div>
    );
  }
  return children;
}
