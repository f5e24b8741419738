import { ShieldXIcon } from "lucide-react";
import { MessageCard } from "#web/components/message-card";
import { PublicPage } from "#web/components/public-page";
import { SignOutButton } from "./sign-out-button";

/** Shown to a signed-in user without an active partner account, e.g. staff or a suspended partner. */
export function NoPartnerAccount() {
  return (
    <PublicPage className="items-center justify-center">
      <MessageCard
        icon={<ShieldXIcon />}
        title="Access Denied"
        description="No partner account found for this email address."
      >
        <SignOutButton />
      </MessageCard>
    </PublicPage>
  );
}
