import { CalendarXIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { PartnerTier } from "#shared/enums";
import { ConfirmDialog } from "#web/components/dialogs/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { useTierNames } from "#web/domain/tier-names";
import { failureText } from "#web/lib/transport/failure-text";
import { useClearTierOverride } from "../api/partner-tier";

/**
 * Ends a partner's tier override now, after asking (docs/product/programme.md#overrides): the partner takes at
 * once the tier its figures earn, which may be lower, and is told if its tier changes.
 */
export function EndTierOverrideButton({
  partnerId,
  companyName,
  tier,
}: {
  partnerId: string;
  companyName: string;
  /** The tier the override holds. */
  tier: PartnerTier;
}) {
  const [asking, setAsking] = useState(false);
  const names = useTierNames();
  const clear = useClearTierOverride({
    mutationConfig: {
      onSuccess: (progress) => {
        setAsking(false);
        toast.success("Override Ended", {
          description: `${companyName} is ${names[progress.tier]}, the tier its figures earn.`,
        });
      },
      onError: (error) => {
        setAsking(false);
        toast.error("Override Not Ended", { description: failureText(error) });
      },
    },
  });
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
        <CalendarXIcon aria-hidden="true" />
        End Override
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`End the override of ${companyName}?`}
        description={`${companyName} takes the tier its figures earn now, which may be lower than ${names[tier]}. The partner is told if its tier changes.`}
        action="End Override"
        busy={clear.isPending}
        onConfirm={() => clear.mutate({ partnerId })}
      />
    </>
  );
}
