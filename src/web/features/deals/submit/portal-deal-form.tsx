import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { dealFormSchema } from "../../../../shared/contracts/deals";
import type { ActivePartnerOption } from "../../../../shared/contracts/partners";
import { FormField } from "../../../components/form-field";
import { SubmitRow } from "../../../components/submit-row";
import { UploadProgress } from "../../../components/upload-progress";
import { fieldError } from "../../../lib/field-error";
import { refusalReasons } from "../../../lib/refusal-reasons";
import { firstInvalid, useFocusAfterSubmit } from "../../../lib/use-focus-after-submit";
import { useSubmitPortalDeal } from "../api/submit-deal";
import { DealFields } from "./deal-fields";
import { DealFormCard } from "./deal-form-card";
import { localToday } from "./local-today";
import { PartnerChooser } from "./partner-chooser";
import { placeIssues } from "./place-issues";
import { ProposalPicker } from "./proposal-picker";

const PARTNER_REQUIRED = "Partner selection is required";

/**
 * The partner portal's deal form (docs/product/deals.md#partner-portal-form); an administrator must also
 * choose the partner.
 */
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

/** The form's fields in the order it shows them. */
const FIELD_ORDER = Object.keys(EMPTY) as FieldName[];

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
    shouldFocusError: false,
  });
  const focusAfterSubmit = useFocusAfterSubmit(
    isSubmitting,
    useCallback(
      (first: FieldName | "proposal") => {
        if (first === "proposal") proposalInput.current?.focus();
        else setFocus(first);
      },
      [setFocus],
    ),
  );

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
    const message = proposalReason ? undefined : outcome.message;
    setReasons(refusalReasons({ status: outcome.status, message }, unplaced));
    focusAfterSubmit(placed[0]?.field ?? (proposalReason ? "proposal" : undefined));
  };

  const refused = (invalid: FieldErrors<PortalDealFields>) => {
    if (invalid.partner) {
      toast.error("Partner Selection Required", { description: "Please select a partner for this deal." });
    }
    focusAfterSubmit(firstInvalid(invalid, FIELD_ORDER));
  };

  const disabled = isSubmitting;

  return (
    <DealFormCard
      description={
        isAdmin
          ? "Register a deal on behalf of an active partner. It is reviewed like any other."
          : "Register a customer opportunity. We review it and let you know."
      }
      onSubmit={handleSubmit(send, refused)}
    >
      {isAdmin ? (
        <FormField
          id={`${id}-partner`}
          label="Partner"
          required
          error={fieldError(errors, "partner")}
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
      <DealFields
        idPrefix={id}
        field={(name) => ({ registration: register(name), error: fieldError(errors, name) })}
        disabled={disabled}
        valueLabel="Deal Value ($)"
        minValue={1}
        minCloseDate={localToday()}
        descriptionPlaceholder="What the customer needs, the products involved and where the deal stands"
      />
      <div className="sm:col-span-2">
        <ProposalPicker
          id={`${id}-proposal`}
          ref={proposalInput}
          file={proposal}
          onChange={(file) => {
            setProposal(file);
            setProposalError(undefined);
          }}
          onRefuse={setProposalError}
          error={proposalError}
          disabled={disabled}
        />
      </div>
      <SubmitRow label="Submit Deal" busy={isSubmitting} reasons={reasons} className="sm:col-span-2">
        <UploadProgress percent={progress} uploading="Uploading your deal" />
      </SubmitRow>
    </DealFormCard>
  );
}
