import { BanknoteIcon } from "lucide-react";
import { toast } from "sonner";
import { z } from "zod";
import { markPayoutPaidInput } from "#shared/contracts/payouts";
import { formatAmount } from "#shared/format";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { formRefusalOf } from "#web/lib/forms/form-refusal";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useMarkPayoutPaid } from "./api/mark-payout-paid";
import type { PayoutSummary } from "./payout-summary";

const today = () => new Date().toISOString().slice(0, 10);

/** The shared contract's rule and wording for the reference; the server checks the date. */
const paymentSchema = z.object({ reference: markPayoutPaidInput.shape.reference, paidAt: z.string() });

/** An administrator records a pending payout's payment: its reference and the day it was paid. */
export function MarkPaidDialog({ payout }: { payout: PayoutSummary }) {
  return (
    <ActionDialog
      label="Mark Paid"
      accessibleName={`Mark paid: ${payout.customerCompanyName}`}
      icon={<BanknoteIcon aria-hidden="true" />}
      variant="default"
    >
      {(close) => <MarkPaidForm payout={payout} onDone={close} />}
    </ActionDialog>
  );
}

function MarkPaidForm({ payout, onDone }: { payout: PayoutSummary; onDone(): void }) {
  const pay = useMarkPayoutPaid();
  const form = useContractForm(paymentSchema, { defaultValues: { reference: "", paidAt: today() } });
  const {
    register,
    formState: { isSubmitting },
  } = form;

  const send = async ({ reference, paidAt }: z.output<typeof paymentSchema>) => {
    try {
      await pay.mutateAsync({ id: payout.id, reference, paidAt });
    } catch (error) {
      const failure = rpcFailureOf(error);
      // A refusal without issues names the date: the only value the server checks beyond the form's rules.
      const issues = failure?.issues.length
        ? formRefusalOf(failure).issues
        : failure?.status === 400 && failure.message
          ? [{ field: "paidAt", message: failure.message }]
          : [];
      if (failure && issues.length > 0) form.refuse({ status: failure.status, issues });
      else {
        toast.error("Update Failed", {
          description: failureText(error, "Could not record the payment. Please try again."),
        });
      }
      return;
    }
    toast.success("Payout Marked Paid", {
      description: `${formatAmount(payout.commissionAmount)} to ${payout.partnerCompanyName}.`,
    });
    onDone();
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Record payment</DialogTitle>
        <DialogDescription>
          {formatAmount(payout.commissionAmount)} commission to {payout.partnerCompanyName} for{" "}
          {payout.customerCompanyName}.
        </DialogDescription>
      </DialogHeader>
      <FormField id="payment-reference" label="Payment reference" required error={form.error("reference")}>
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            placeholder="e.g. bank transfer TRX-2026-0042"
            {...register("reference")}
          />
        )}
      </FormField>
      <FormField id="payment-date" label="Paid on" error={form.error("paidAt")}>
        {(control) => <Input {...control} type="date" max={today()} {...register("paidAt")} />}
      </FormField>
      <DialogSubmitRow
        label="Mark Paid"
        busy={isSubmitting}
        icon={<BanknoteIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
