import { ArrowLeftIcon, ShieldXIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { MessageCard } from "#web/components/message-card";
import { Button } from "#web/components/ui/button";

/**
 * Admin Settings for someone with none of manage_users, manage_roles and manage_integrations
 * (docs/product/administration.md#access).
 */
export function NoAdminAccess() {
  return (
    <div className="flex justify-center py-8 sm:py-16">
      <MessageCard
        icon={<ShieldXIcon />}
        title="Access Denied"
        description="You don't have permission to access admin settings."
      >
        <Button asChild>
          <Link to={paths.home}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </MessageCard>
    </div>
  );
}
