import { SendIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { resubmitDealInput } from "#shared/contracts/deals";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Textarea } from "#web/components/ui/textarea";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useResubmitDeal } from "../api/registration-moves";
import type { DealSummary } from "../list/deal-summary";
import { DealFields } from "../submit/deal-fields";

/** The form's rules: the answer, and the deal's fields by the rules of the form this screen registers with. */
const [portalRules, dashboardRules] = resubmitDealInput.options;
const SCHEMAS = {
  portal: z.object({ answer: portalRules.shape.answer, ...portalRules.shape.deal.shape }),
  dashboard: z.object({ answer: dashboardRules.shape.answer, ...dashboardRules.shape.deal.shape }),
};
type DealForm = keyof typeof SCHEMAS;
type ResubmissionFields = z.input<(typeof SCHEMAS)["portal"]>;

/**
 * Answer and Resubmit: the partner answers a returned deal's question, corrects the deal where the question
 * showed it wrong, and sends it for review again (docs/product/programme.md#returned).
 */
export function ResubmitDealDialog({
  deal,
  question,
  form,
}: {
  deal: DealSummary;
  question: string | null;
  /** The Partner Portal's rules (a value of at least 1) or the partner dashboard's (at least 0). */
  form: DealForm;
}) {
  return (
    <ActionDialog
      label="Answer and Resubmit"
      accessibleName={`Answer and resubmit: ${deal.companyName}`}
      icon={<SendIcon aria-hidden="true" />}
      variant="default"
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      {(close) => <ResubmitForm deal={deal} question={question} form={form} onDone={close} />}
    </ActionDialog>
  );
}

function ResubmitForm({
  deal,
  question,
  form: dealForm,
  onDone,
}: {
  deal: DealSummary;
  question: string | null;
  form: DealForm;
  onDone(): void;
}) {
  const id = useId();
  const resubmit = useResubmitDeal();
  const defaults: ResubmissionFields = {
    answer: "",
    companyName: deal.companyName,
    contactPerson: deal.contactPerson,
    dealValue: deal.dealValue,
    expectedCloseDate: deal.expectedCloseDate ?? "",
    description: deal.description ?? "",
  };
  const form = useContractForm(SCHEMAS[dealForm], { defaultValues: defaults });
  const busy = form.formState.isSubmitting;
  const send = async ({ answer, ...fields }: z.output<(typeof SCHEMAS)["portal"]>) => {
    try {
      await resubmit.mutateAsync({ form: dealForm, id: deal.id, answer, deal: fields });
      toast.success("Deal Resubmitted", { description: "Your answer is with the reviewer." });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Resubmission Failed");
    }
  };
  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">Answer and resubmit {deal.companyName}</DialogTitle>
        <DialogDescription>
          {question ? `The reviewer asks: ${question}` : "Answer the reviewer's question."}
        </DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-answer`} label="Your answer" required error={form.error("answer")}>
        {(control) => (
          <Textarea {...control} rows={4} maxLength={2000} disabled={busy} {...form.register("answer")} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DealFields
          idPrefix={id}
          field={(name) => ({ registration: form.register(name), error: form.error(name) })}
          disabled={busy}
          valueLabel={dealForm === "portal" ? "Deal Value ($)" : "Deal Value (USD)"}
          minValue={dealForm === "portal" ? 1 : 0}
          descriptionPlaceholder="What the customer needs and where the deal stands"
        />
      </div>
      <DialogSubmitRow
        label="Resubmit Deal"
        busy={busy}
        busyLabel="Resubmitting"
        icon={<SendIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
