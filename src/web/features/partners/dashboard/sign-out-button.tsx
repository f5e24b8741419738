import { LogOutIcon } from "lucide-react";
import { BusyButton } from "#web/components/ui/busy-button";
import { usePartnerSignOut } from "./use-partner-sign-out";

export function SignOutButton() {
  const { signOut, signingOut } = usePartnerSignOut();
  return (
    <BusyButton
      variant="outline"
      onClick={signOut}
      busy={signingOut}
      busyLabel="Signing out"
      icon={<LogOutIcon aria-hidden="true" />}
    >
      Sign Out
    </BusyButton>
  );
}
