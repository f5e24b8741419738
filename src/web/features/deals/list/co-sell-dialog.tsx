import { CircleCheckIcon, HandshakeIcon } from "lucide-react";
import { useId } from "react";
import { z } from "zod";
import { changeDealStatusInput } from "#shared/contracts/deals";
import { HeldAlertDialog } from "#web/components/dialogs/held-alert-dialog";
import { FormField } from "#web/components/forms/form-field";
import { BusyButton } from "#web/components/ui/busy-button";
import { Input } from "#web/components/ui/input";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import type { DealSummary } from "./deal-summary";

const coSellChoice = z.object({ share: changeDealStatusInput.shape.coSellShare.unwrap() });

/** Which answer to the protection is on its way to the server. */
type CoSellSending = "override" | "co_sell" | null;

interface CoSellDialogProps {
  deal: DealSummary;
  open: boolean;
  onClose(): void;
  /** A move of the deal is under way (the refused approval's lists may still be refetching). */
  busy: boolean;
  sending: CoSellSending;
  onOverride(): void;
  /** This deal's partner's share of the commission, in whole percent. */
  onCoSell(share: number): void;
}

/**
 * Approving over another partner's protected registration under the co-selling policy
 * (docs/product/programme.md#co-selling): approve anyway as an override, or co-sell, this deal's partner taking
 * the share chosen and the protecting partner the rest. Stays open until the server answers, as ConfirmDialog.
 */
export function CoSellDialog({
  open,
  onClose,
  deal,
  busy,
  sending,
  onOverride,
  onCoSell,
}: CoSellDialogProps) {
  const formId = useId();
  return (
    <HeldAlertDialog
      open={open}
      onClose={onClose}
      title="Approve over a protected registration?"
      description={`Another partner's approved deal protects ${deal.companyName}. Approve this one too as an override, recorded in the audit trail, or let both partners sell it and split the commission.`}
      busy={busy}
      actions={
        <>
          <BusyButton
            type="button"
            variant="outline"
            busy={sending === "override"}
            busyLabel="Approving"
            disabled={busy && sending !== "override"}
            icon={<CircleCheckIcon aria-hidden="true" />}
            onClick={onOverride}
          >
            Approve Anyway
          </BusyButton>
          <BusyButton
            type="submit"
            form={formId}
            busy={sending === "co_sell"}
            busyLabel="Co-selling"
            disabled={busy && sending !== "co_sell"}
            icon={<HandshakeIcon aria-hidden="true" />}
          >
            Co-sell
          </BusyButton>
        </>
      }
    >
      {open ? <CoSellForm id={formId} deal={deal} busy={busy} onCoSell={onCoSell} /> : null}
    </HeldAlertDialog>
  );
}

/** The share asked for; its submit button is the dialog's `Co-sell`, outside the form by its `form` attribute. */
function CoSellForm({
  id,
  deal,
  busy,
  onCoSell,
}: Pick<CoSellDialogProps, "deal" | "busy" | "onCoSell"> & { id: string }) {
  const form = useContractForm(coSellChoice, { defaultValues: { share: 50 } });
  const share = form.watch("share");
  const rest = coSellChoice.shape.share.safeParse(share).success ? `the other ${100 - share}%` : "the rest";
  return (
    <form id={id} onSubmit={form.submit(({ share }) => onCoSell(share))} noValidate className="grid gap-4">
      <FormField
        id={`${id}-share`}
        label={`${deal.partnerCompanyName}'s share of the commission (%)`}
        hint={`The partner whose registration protects ${deal.companyName} keeps ${rest}.`}
        required
        error={form.error("share")}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            disabled={busy}
            {...form.register("share", { valueAsNumber: true })}
          />
        )}
      </FormField>
    </form>
  );
}
