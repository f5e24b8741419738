import { ShieldXIcon } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { EmptyState } from "#web/components/empty-state";

export const NO_PARTNER_PORTAL_ACCESS =
  "You don't have access to the partner portal. Please contact an administrator to get partner access.";

/** The Partner Portal for a user who is neither a partner administrator nor an active partner's contact. */
export function NoPartnerPortalAccess() {
  useEffect(() => {
    toast.error("Access Denied", { description: NO_PARTNER_PORTAL_ACCESS });
  }, []);
  return (
    <div className="mx-auto max-w-3xl">
      <EmptyState icon={<ShieldXIcon />} title="Access Denied" description={NO_PARTNER_PORTAL_ACCESS} />
    </div>
  );
}
