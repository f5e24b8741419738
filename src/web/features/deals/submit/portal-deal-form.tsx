import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { dealFormSchema } from "../../../../shared/contracts/deals";
import type { ActivePartnerOption } from "../../../../shared/contracts/partners";
import { FormField } from "../../../components/form-field";
import { BusyButton } from "../../../components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { UploadProgress } from "../../../components/upload-progress";
import { useSubmitPortalDeal } from "../api/submit-deal";
import { localToday } from "./local-today";
import { PartnerChooser } from "./partner-chooser";
import { placeIssues } from "./place-issues";
import { ProposalPicker } from "./proposal-picker";
import { SubmissionReasons } from "./submission-reasons";

const PARTNER_REQUIRED = "Partner selection is required";
const UNREACHABLE = "We could not reach the server. Please check your connection and try again.";

/** SPEC.md 5's partner portal deal form; an administrator must also choose the partner. */
const portalDealSchema = (isAdmin: boolean) =>
  dealFormSchema.extend({
    // Past dates are disabled in the picker; a typed one is refused too (today as the user's clock has it).
    expectedCloseDate: dealFormSchema.shape.expectedCloseDate.refine(
      (date) => date === undefined || date >= localToday(),
      { error: "Expected close date cannot be in the past" },
    ),
    partner: z
      .custom<ActivePartnerOption | null>()
      .refine((partner) => !isAdmin || partner !== null, { error: PARTNER_REQUIRED }),
  });

type PortalDealFields = z.input<ReturnType<typeof portalDealSchema>>;
type PortalDealValues = z.output<ReturnType<typeof portalDealSchema>>;
type FieldName = keyof PortalDealFields;

const EMPTY: PortalDealFields = {
  partner: null,
  companyName: "",
  contactPerson: "",
  dealValue: "",
  expectedCloseDate: "",
  description: "",
};

/** The server's names of the inputs, in the order the form shows them; the proposal is outside the form. */
const SERVER_FIELDS = {
  partnerId: "partner",
  companyName: "companyName",
  contactPerson: "contactPerson",
  dealValue: "dealValue",
  expectedCloseDate: "expectedCloseDate",
  description: "description",
  proposal: "proposal",
} as const satisfies Record<string, FieldName | "proposal">;

const messageOf = (errors: FieldErrors<PortalDealFields>, name: FieldName) => {
  const message = errors[name]?.message;
  return typeof message === "string" ? message : undefined;
};

/**
 * Submit New Deal on the Partner Portal screen: the customer, its contact, the value (at least $1), the expected
 * close date (not in the past), a description and an optional proposal, sent with upload progress. An
 * administrator first chooses the active partner the deal is for. The form empties after a successful
 * submission; refusals show under their fields.
 */
export function PortalDealForm({ isAdmin }: { isAdmin: boolean }) {
  const id = useId();
  const schema = useMemo(() => portalDealSchema(isAdmin), [isAdmin]);
  const [proposal, setProposal] = useState<File | null>(null);
  const [proposalError, setProposalError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const proposalInput = useRef<HTMLInputElement>(null);
  // The fields are disabled while the deal is sent: the first one refused gets the focus once they are back.
  const focusAfterSubmit = useRef<FieldName | "proposal">(undefined);
  const submission = useSubmitPortalDeal();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PortalDealFields, unknown, PortalDealValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    const first = focusAfterSubmit.current;
    if (isSubmitting || !first) return;
    focusAfterSubmit.current = undefined;
    if (first === "proposal") proposalInput.current?.focus();
    else setFocus(first);
  }, [isSubmitting, setFocus]);

  const send = async ({ partner, ...deal }: PortalDealValues) => {
    setReasons([]);
    setProposalError(undefined);
    setProgress(0);
    const outcome = await submission.mutateAsync({
      partnerId: isAdmin ? partner?.id : undefined,
      deal,
      proposal: proposal ?? undefined,
      onProgress: setProgress,
    });
    setProgress(null);
    if (outcome.ok) {
      toast.success("Deal Submitted Successfully", {
        description: "The deal has been submitted for review.",
      });
      reset(EMPTY);
      setProposal(null);
      return;
    }
    if (outcome.proposalRefused) {
      toast.error("File Upload Failed", { description: "Could not upload the document. Please try again." });
    } else {
      toast.error("Submission Failed", { description: "Could not submit the deal. Please try again." });
    }
    const { placed, unplaced } = placeIssues(outcome.issues, SERVER_FIELDS);
    for (const { field, message } of placed) {
      if (field === "proposal") setProposalError(message);
      else setError(field, { message });
    }
    // A body over the upload limit (413) names no field: its message is the proposal's.
    const proposalReason = outcome.proposalRefused && !placed.some((issue) => issue.field === "proposal");
    if (proposalReason && outcome.message) setProposalError(outcome.message);
    const message = outcome.status === 0 ? UNREACHABLE : proposalReason ? undefined : outcome.message;
    setReasons([...(message ? [message] : []), ...unplaced]);
    focusAfterSubmit.current = placed[0]?.field ?? (proposalReason ? "proposal" : undefined);
  };

  const refused = (invalid: FieldErrors<PortalDealFields>) => {
    if (invalid.partner) {
      toast.error("Partner Selection Required", { description: "Please select a partner for this deal." });
    }
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
        <CardDescription>
          {isAdmin
            ? "Register a deal on behalf of an active partner. It is reviewed like any other."
            : "Register a customer opportunity. We review it and let you know."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit(send, refused)}
          noValidate
          aria-labelledby={`${id}-title`}
          className="grid grid-cols-1 gap-5 sm:grid-cols-2"
        >
          {isAdmin ? (
            <FormField
              id={fieldId("partner")}
              label="Partner"
              required
              error={messageOf(errors, "partner")}
              className="sm:col-span-2"
            >
              {(controlProps) => (
                <Controller
                  control={control}
                  name="partner"
                  render={({ field }) => (
                    <PartnerChooser
                      control={controlProps}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={disabled}
                      ref={field.ref}
                    />
                  )}
                />
              )}
            </FormField>
          ) : null}
          <FormField
            id={fieldId("company")}
            label="Company Name"
            required
            error={messageOf(errors, "companyName")}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                autoComplete="organization"
                disabled={disabled}
                {...register("companyName")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("contact")}
            label="Contact Person"
            required
            error={messageOf(errors, "contactPerson")}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                autoComplete="off"
                disabled={disabled}
                {...register("contactPerson")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("value")}
            label="Deal Value ($)"
            required
            error={messageOf(errors, "dealValue")}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                type="number"
                min={1}
                step="0.01"
                inputMode="decimal"
                disabled={disabled}
                {...register("dealValue")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("close-date")}
            label="Expected Close Date"
            error={messageOf(errors, "expectedCloseDate")}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                type="date"
                min={localToday()}
                disabled={disabled}
                {...register("expectedCloseDate")}
              />
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
                placeholder="What the customer needs, the products involved and where the deal stands"
                disabled={disabled}
                {...register("description")}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <ProposalPicker
              id={fieldId("proposal")}
              ref={proposalInput}
              proposal={proposal}
              onChange={(file) => {
                setProposal(file);
                setProposalError(undefined);
              }}
              onRefuse={setProposalError}
              error={proposalError}
              disabled={disabled}
            />
          </div>
          <div className="grid gap-4 sm:col-span-2">
            <UploadProgress percent={progress} uploading="Uploading your deal" />
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
