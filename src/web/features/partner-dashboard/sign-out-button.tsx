import { LogOutIcon } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { usePartnerSignOut } from "./use-partner-sign-out";

export function SignOutButton() {
  const { signOut, signingOut } = usePartnerSignOut();
  return (
    <Button variant="outline" onClick={signOut} disabled={signingOut}>
      {signingOut ? <Spinner label="Signing out" /> : <LogOutIcon aria-hidden="true" />}
      Sign Out
    </Button>
  );
}
