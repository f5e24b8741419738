import { ArrowLeftIcon, LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { MessageCard } from "#web/components/page/message-card";
import { Button } from "#web/components/ui/button";

export function InvalidLinkCard() {
  return (
    <MessageCard
      icon={<LinkIcon />}
      title="Invalid or Expired Link"
      description="This password setup link is invalid, has already been used or has expired. Request a new one from the partner login."
    >
      <Button asChild className="w-full">
        <Link to={paths.partner.login}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Login
        </Link>
      </Button>
    </MessageCard>
  );
}
