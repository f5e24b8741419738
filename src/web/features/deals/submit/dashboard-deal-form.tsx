import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { dashboardDealFormSchema } from "../../../../shared/contracts/deals";
import { FormField } from "../../../components/form-field";
import { BusyButton } from "../../../components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { useSubmitDashboardDeal } from "../api/submit-deal";
import { placeIssues } from "./place-issues";
import { SubmissionReasons } from "./submission-reasons";

/** An amount a number input could not read (empty, or not a number at all) counts as 0 (SPEC.md 5). */
const zeroIfUnparsable = (value: unknown) => (Number.isNaN(Number.parseFloat(String(value))) ? "0" : value);

/** SPEC.md 5's separate partner dashboard variant: the shared rules with a value floor of 0. */
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

/** The server's names of the deal's fields and the form's, in the order the form shows them. */
const SERVER_FIELDS = {
  companyName: "company_name",
  contactPerson: "contact_person",
  dealValue: "deal_value",
  expectedCloseDate: "expected_close_date",
  description: "description",
} as const satisfies Record<string, FieldName>;

const UNREACHABLE = "We could not reach the server. Please check your connection and try again.";

const messageOf = (errors: FieldErrors<DashboardDealFields>, name: FieldName) => {
  const message = errors[name]?.message;
  return typeof message === "string" ? message : undefined;
};

/**
 * Submit Deal on the separate partner dashboard: the customer, its contact, the value in USD (0 or more),
 * the expected close date and a description, registered for the signed-in partner. The form empties after a
 * successful submission and `onSubmitted` lets the dashboard move on (e.g. to its deals).
 */
export function DashboardDealForm({ onSubmitted }: { onSubmitted?(): void }) {
  const id = useId();
  const [reasons, setReasons] = useState<string[]>([]);
  // The fields are disabled while the deal is sent: the first one refused gets the focus once they are back.
  const focusAfterSubmit = useRef<FieldName>(undefined);
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
  });

  useEffect(() => {
    const first = focusAfterSubmit.current;
    if (isSubmitting || !first) return;
    focusAfterSubmit.current = undefined;
    setFocus(first);
  }, [isSubmitting, setFocus]);

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
    const message = outcome.status === 0 ? UNREACHABLE : outcome.message;
    setReasons([...(message ? [message] : []), ...unplaced]);
    focusAfterSubmit.current = placed[0]?.field;
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const disabled = isSubmitting;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="text-lg">
            Submit New Deal
          </h2>
        </CardTitle>
        <CardDescription>Register a customer opportunity for review.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit(send)}
          noValidate
          aria-labelledby={`${id}-title`}
          className="grid grid-cols-1 gap-5 sm:grid-cols-2"
        >
          <FormField
            id={fieldId("company_name")}
            label="Company Name"
            required
            error={messageOf(errors, "company_name")}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                autoComplete="organization"
                disabled={disabled}
                {...register("company_name")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("contact_person")}
            label="Contact Person"
            required
            error={messageOf(errors, "contact_person")}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                autoComplete="off"
                disabled={disabled}
                {...register("contact_person")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("deal_value")}
            label="Deal Value (USD)"
            required
            error={messageOf(errors, "deal_value")}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                placeholder="0.00"
                disabled={disabled}
                {...register("deal_value")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("expected_close_date")}
            label="Expected Close Date"
            error={messageOf(errors, "expected_close_date")}
          >
            {(controlProps) => (
              <Input {...controlProps} type="date" disabled={disabled} {...register("expected_close_date")} />
            )}
          </FormField>
          <FormField
            id={fieldId("description")}
            label="Description"
            error={messageOf(errors, "description")}
            className="sm:col-span-2"
          >
            {(controlProps) => (
              <Textarea
                {...controlProps}
                rows={4}
                placeholder="What the customer needs and where the deal stands"
                disabled={disabled}
                {...register("description")}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:col-span-2">
            <SubmissionReasons reasons={reasons} />
            <BusyButton
              type="submit"
              busy={isSubmitting}
              busyLabel="Submitting"
              icon={<SendIcon aria-hidden="true" />}
              className="w-full sm:w-auto sm:justify-self-end"
            >
              Submit Deal
            </BusyButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
