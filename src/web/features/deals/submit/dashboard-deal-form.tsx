import { useId, useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { dashboardDealFormSchema } from "#shared/contracts/deals";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useSubmitDeal } from "../api/submit-deal";
import { DealFields } from "./deal-fields";
import { DealFormCard } from "./deal-form-card";
import { DEAL_SUBMISSION_TOAST } from "./deal-submission-toast";
import { ProposalAndSubmit } from "./proposal-field";
import { placeProposalReason } from "./proposal-outcome";

/**
 * An amount a number input could not read (empty, or not a number at all) counts as 0
 * (docs/product/deals.md#partner-dashboard-form).
 */
const zeroIfUnparsable = (value: unknown) => (Number.isNaN(Number.parseFloat(String(value))) ? "0" : value);

/**
 * The separate partner dashboard's variant (docs/product/deals.md#partner-dashboard-form): the shared rules
 * with a value floor of 0, and the same optional proposal as the partner portal's form.
 */
const rules = dashboardDealFormSchema.shape;
const dashboardDealSchema = z.object({
  companyName: rules.companyName,
  contactPerson: rules.contactPerson,
  dealValue: z.preprocess(zeroIfUnparsable, rules.dealValue),
  expectedCloseDate: rules.expectedCloseDate,
  description: rules.description,
  // Optional; the picker refuses another type or a larger file before it is sent.
  proposal: z.custom<File | null>(),
});

type DashboardDealFields = z.input<typeof dashboardDealSchema>;
type DashboardDealValues = z.output<typeof dashboardDealSchema>;

const EMPTY: DashboardDealFields = {
  companyName: "",
  contactPerson: "",
  dealValue: "",
  expectedCloseDate: "",
  description: "",
  proposal: null,
};

/**
 * Submit Deal on the separate partner dashboard: the customer, its contact, the value in USD (0 or more),
 * the expected close date, a description and an optional proposal, sent with upload progress and registered
 * for the signed-in partner. The form empties after a
 * successful submission and `onSubmitted` lets the dashboard move on (e.g. to its deals).
 */
export function DashboardDealForm({ onSubmitted }: { onSubmitted?(): void }) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmitDeal();
  const form = useContractForm(dashboardDealSchema, { defaultValues: EMPTY });
  const {
    register,
    reset,
    formState: { isSubmitting },
  } = form;

  const send = async ({ proposal, ...deal }: DashboardDealValues) => {
    setProgress(0);
    const outcome = await submission.mutateAsync({
      form: "dashboard",
      deal,
      proposal: proposal ?? undefined,
      onProgress: setProgress,
    });
    setProgress(null);
    if (outcome.ok) {
      toast.success("Deal Submitted!", { id: DEAL_SUBMISSION_TOAST });
      reset(EMPTY);
      onSubmitted?.();
      return;
    }
    // A session that ended is read again and the sign-in says why (decision 0015): nothing to say here.
    if (outcome.status === 401) return;
    // A conflict's reason (a repeated deal) is said once, beside Submit Deal: a toast would repeat it, or
    // contradict it with "Please try again" (docs/product/deals.md#repeated-deals).
    if (outcome.status === 409 && outcome.message !== undefined) toast.dismiss(DEAL_SUBMISSION_TOAST);
    else {
      toast.error("Submission Failed", {
        id: DEAL_SUBMISSION_TOAST,
        description: "Failed to submit deal. Please try again.",
      });
    }
    form.refuse(placeProposalReason(outcome));
  };

  return (
    <DealFormCard description="Register a customer opportunity for review." onSubmit={form.submit(send)}>
      <DealFields
        idPrefix={id}
        field={(name) => ({
          registration: register(name),
          error: form.error(name),
        })}
        disabled={isSubmitting}
        valueLabel="Deal Value (USD)"
        minValue={0}
        valuePlaceholder="0.00"
        descriptionPlaceholder="What the customer needs and where the deal stands"
      />
      <ProposalAndSubmit id={id} form={form} disabled={isSubmitting} progress={progress} />
    </DealFormCard>
  );
}
