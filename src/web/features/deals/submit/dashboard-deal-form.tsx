import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { dashboardDealFormSchema } from "../../../../shared/contracts/deals";
import { SubmitRow } from "../../../components/submit-row";
import { fieldError } from "../../../lib/field-error";
import { refusalReasons } from "../../../lib/refusal-reasons";
import { firstInvalid, useFocusAfterSubmit } from "../../../lib/use-focus-after-submit";
import { useSubmitDashboardDeal } from "../api/submit-deal";
import { type DealFieldName, DealFields } from "./deal-fields";
import { DealFormCard } from "./deal-form-card";
import { placeIssues } from "./place-issues";

/**
 * An amount a number input could not read (empty, or not a number at all) counts as 0
 * (docs/product/deals.md#partner-dashboard-form).
 */
const zeroIfUnparsable = (value: unknown) => (Number.isNaN(Number.parseFloat(String(value))) ? "0" : value);

/**
 * The separate partner dashboard's variant (docs/product/deals.md#partner-dashboard-form): the shared rules
 * with a value floor of 0.
 */
const rules = dashboardDealFormSchema.shape;
const dashboardDealSchema = z.object({
  company_name: rules.companyName,
  contact_person: rules.contactPerson,
  deal_value: z.preprocess(zeroIfUnparsable, rules.dealValue),
  expected_close_date: rules.expectedCloseDate,
  description: rules.description,
});

type DashboardDealFields = z.input<typeof dashboardDealSchema>;
type DashboardDealValues = z.output<typeof dashboardDealSchema>;
type FieldName = keyof DashboardDealFields;

const EMPTY: DashboardDealFields = {
  company_name: "",
  contact_person: "",
  deal_value: "",
  expected_close_date: "",
  description: "",
};

/** The form's fields in the order it shows them. */
const FIELD_ORDER = Object.keys(EMPTY) as FieldName[];

/** The server's names of the deal's fields and the form's, in the order the form shows them. */
const SERVER_FIELDS = {
  companyName: "company_name",
  contactPerson: "contact_person",
  dealValue: "deal_value",
  expectedCloseDate: "expected_close_date",
  description: "description",
} as const satisfies Record<DealFieldName, FieldName>;

/**
 * Submit Deal on the separate partner dashboard: the customer, its contact, the value in USD (0 or more),
 * the expected close date and a description, registered for the signed-in partner. The form empties after a
 * successful submission and `onSubmitted` lets the dashboard move on (e.g. to its deals).
 */
export function DashboardDealForm({ onSubmitted }: { onSubmitted?(): void }) {
  const id = useId();
  const [reasons, setReasons] = useState<string[]>([]);
  const submission = useSubmitDashboardDeal();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DashboardDealFields, unknown, DashboardDealValues>({
    resolver: zodResolver(dashboardDealSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const focusAfterSubmit = useFocusAfterSubmit(isSubmitting, setFocus);

  const send = async (values: DashboardDealValues) => {
    setReasons([]);
    const outcome = await submission.mutateAsync({
      companyName: values.company_name,
      contactPerson: values.contact_person,
      dealValue: values.deal_value,
      expectedCloseDate: values.expected_close_date,
      description: values.description,
    });
    if (outcome.ok) {
      toast.success("Deal Submitted!");
      reset(EMPTY);
      onSubmitted?.();
      return;
    }
    toast.error("Submission Failed", { description: "Failed to submit deal. Please try again." });
    const { placed, unplaced } = placeIssues(outcome.issues, SERVER_FIELDS);
    for (const { field, message } of placed) setError(field, { message });
    setReasons(refusalReasons(outcome, unplaced));
    focusAfterSubmit(placed[0]?.field);
  };

  return (
    <DealFormCard
      description="Register a customer opportunity for review."
      onSubmit={handleSubmit(send, (invalid) => focusAfterSubmit(firstInvalid(invalid, FIELD_ORDER)))}
    >
      <DealFields
        idPrefix={id}
        field={(name) => ({
          registration: register(SERVER_FIELDS[name]),
          error: fieldError(errors, SERVER_FIELDS[name]),
        })}
        disabled={isSubmitting}
        valueLabel="Deal Value (USD)"
        minValue={0}
        valuePlaceholder="0.00"
        descriptionPlaceholder="What the customer needs and where the deal stands"
      />
      <SubmitRow label="Submit Deal" busy={isSubmitting} reasons={reasons} className="sm:col-span-2" />
    </DealFormCard>
  );
}
