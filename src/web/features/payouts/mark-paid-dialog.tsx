import { BanknoteIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { markPayoutPaidInput } from "../../../shared/contracts/payouts";
import { formatAmount } from "../../../shared/format";
import { FormField } from "../../components/form-field";
import { BusyButton } from "../../components/ui/busy-button";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { rpcFailureOf } from "../../lib/rpc-error";
import { useMarkPayoutPaid } from "./api/mark-payout-paid";
import type { PayoutSummary } from "./payout-summary";

const today = () => new Date().toISOString().slice(0, 10);

/** An administrator records a pending payout's payment: its reference and the day it was paid. */
export function MarkPaidDialog({ payout }: { payout: PayoutSummary }) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState("");
  const [paidOn, setPaidOn] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pay = useMarkPayoutPaid({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        toast.success("Payout Marked Paid", {
          description: `${formatAmount(payout.commissionAmount)} to ${payout.partnerCompanyName}.`,
        });
      },
      onError: (error) => {
        const failure = rpcFailureOf(error);
        const fieldErrors = Object.fromEntries(
          (failure?.issues ?? []).map((issue) => [String(issue.path.at(-1)), issue.message]),
        );
        if (failure?.status === 400 && failure.message && Object.keys(fieldErrors).length === 0) {
          fieldErrors.paidAt = failure.message;
        }
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) {
          toast.error("Update Failed", {
            description: failure?.message ?? "Could not record the payment. Please try again.",
          });
        }
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The shared contract's rule and wording for the reference; the server checks it again with the date.
    const checked = markPayoutPaidInput.shape.reference.safeParse(reference);
    if (!checked.success) {
      setErrors({ reference: checked.error.issues[0]?.message ?? "" });
      return;
    }
    setErrors({});
    pay.mutate({ id: payout.id, reference, paidAt: paidOn });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setReference("");
          setPaidOn(today());
          setErrors({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" aria-label={`Mark paid: ${payout.customerCompanyName}`}>
          <BanknoteIcon aria-hidden="true" />
          Mark Paid
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Record payment</DialogTitle>
            <DialogDescription>
              {formatAmount(payout.commissionAmount)} commission to {payout.partnerCompanyName} for{" "}
              {payout.customerCompanyName}.
            </DialogDescription>
          </DialogHeader>
          <FormField id="payment-reference" label="Payment reference" required error={errors.reference}>
            {(control) => (
              <Input
                {...control}
                value={reference}
                maxLength={200}
                placeholder="e.g. bank transfer TRX-2026-0042"
                onChange={(event) => setReference(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="payment-date" label="Paid on" error={errors.paidAt}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={paidOn}
                max={today()}
                onChange={(event) => setPaidOn(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <BusyButton
              type="submit"
              busy={pay.isPending}
              busyLabel="Saving"
              icon={<BanknoteIcon aria-hidden="true" />}
            >
              Mark Paid
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
