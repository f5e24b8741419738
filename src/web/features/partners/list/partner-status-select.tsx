import { useId, useState } from "react";
import { toast } from "sonner";
import type { PartnerListItem } from "#shared/contracts/partners";
import type { PartnerStatus } from "#shared/enums";
import { ConfirmDialog } from "#web/components/dialogs/confirm-dialog";
import { SelectFilter } from "#web/components/forms/select-filter";
import { welcomeEmailFailure, welcomeEmailNote } from "#web/domain/welcome-email";
import { EMAIL_TOAST_MS } from "#web/lib/toasts/toast-durations";
import { failureText } from "#web/lib/transport/failure-text";
import { useSetPartnerStatus } from "../api/set-partner-status";
import { PARTNER_STATUS_LABELS, PARTNER_STATUS_ORDER } from "./partner-labels";

/** Statuses that end the contact's sessions at once: the menu asks before setting them. */
type Locking = Extract<PartnerStatus, "suspended" | "rejected">;
const locks = (status: PartnerStatus): status is Locking => status === "suspended" || status === "rejected";

const CONFIRM: Record<Locking, { title: (company: string) => string; effect: string; action: string }> = {
  suspended: {
    title: (company) => `Suspend ${company}?`,
    effect: "cannot sign in again until the partner is set to active",
    action: "Suspend Partner",
  },
  rejected: {
    title: (company) => `Reject ${company}?`,
    effect: "cannot sign in while the partner is rejected",
    action: "Reject Partner",
  },
};

const STATUS_OPTIONS = PARTNER_STATUS_ORDER.map((status) => ({
  value: status,
  label: PARTNER_STATUS_LABELS[status],
}));

/**
 * A partner's status as a menu: any of pending, active, suspended and rejected
 * (docs/product/partners.md#status). Suspending or rejecting asks first, since it signs the contact out at
 * once; activating may send the welcome mail, whose fate the toast reports.
 */
export function PartnerStatusSelect({ partner }: { partner: PartnerListItem }) {
  const id = useId();
  const [confirming, setConfirming] = useState<Locking | null>(null);
  const change = useSetPartnerStatus({
    mutationConfig: {
      onSuccess: ({ partner: changed, welcomeEmail }, { status }) => {
        setConfirming(null);
        const failure = welcomeEmailFailure(welcomeEmail);
        if (failure) toast.error(failure, { duration: EMAIL_TOAST_MS });
        const note = welcomeEmailNote(welcomeEmail, changed.contactEmail);
        toast.success("Partner status updated", {
          description: `${changed.companyName} is now ${PARTNER_STATUS_LABELS[status].toLowerCase()}.${note ? ` ${note}` : ""}`,
          ...(welcomeEmail ? { duration: EMAIL_TOAST_MS } : {}),
        });
      },
      onError: (error) => {
        setConfirming(null);
        toast.error("Failed to update partner status.", {
          description: failureText(error),
        });
      },
    },
  });

  const choose = (next: PartnerStatus) => {
    if (change.isPending || next === partner.status) return;
    if (locks(next)) setConfirming(next);
    else change.mutate({ id: partner.id, status: next });
  };
  // The menu shows the status asked for until the server answers, and takes no other choice meanwhile (it stays
  // enabled so that the focus can return to it when the confirmation closes).
  const shown = change.isPending && change.variables ? change.variables.status : partner.status;
  const ask = confirming ? CONFIRM[confirming] : null;

  return (
    <>
      <SelectFilter
        id={id}
        label="Status"
        // Names the row's partner too: every row has a Status menu.
        accessibleName={`Status of ${partner.companyName}`}
        value={shown}
        options={STATUS_OPTIONS}
        onChange={choose}
        busy={change.isPending}
        // A row's menu: its label small and muted beside the partner's details.
        className="gap-1.5 [&>label]:text-xs [&>label]:text-muted-foreground"
        triggerClassName="w-full sm:w-40"
      />
      <ConfirmDialog
        open={ask !== null}
        onClose={() => setConfirming(null)}
        title={ask?.title(partner.companyName)}
        description={
          <>
            {partner.contactName} ({partner.contactEmail}) is signed out at once and {ask?.effect}.
          </>
        }
        action={ask?.action}
        busy={change.isPending}
        onConfirm={() => {
          if (confirming) change.mutate({ id: partner.id, status: confirming });
        }}
      />
    </>
  );
}
