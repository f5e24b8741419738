import { FileSignatureIcon } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { useMyAgreement } from "../api/partner-agreement";
import { StandingNotice } from "../standing-notice";

/**
 * Above the partner dashboard's tabs while the agreement waits for a signature, with the way to it; nothing once
 * it is signed or when none is published.
 */
export function AgreementBanner({ isAdmin, onOpen }: { isAdmin: boolean; onOpen(): void }) {
  const agreement = useMyAgreement();
  const standing = agreement.data?.standing;
  if (standing !== "due" && standing !== "required") return null;
  return (
    <div className="grid gap-2 sm:flex sm:items-start sm:gap-3 [&>p]:flex-1">
      <StandingNotice standing={standing} dueAt={agreement.data?.dueAt ?? null} whose="yours" />
      <Button type="button" variant="outline" onClick={onOpen} className="justify-self-start">
        <FileSignatureIcon aria-hidden="true" />
        {isAdmin ? "Read and Sign" : "Read the Agreement"}
      </Button>
    </div>
  );
}
