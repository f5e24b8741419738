import { useId, useMemo, useState } from "react";
import { Controller, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { dealFormSchema } from "#shared/contracts/deals";
import type { ActivePartnerOption } from "#shared/contracts/partners";
import { FormField } from "#web/components/forms/form-field";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useSubmitDeal } from "../api/submit-deal";
import { PartnerChooser } from "../partner-chooser";
import { DealFields } from "./deal-fields";
import { DealFormCard } from "./deal-form-card";
import { DEAL_SUBMISSION_TOAST } from "./deal-submission-toast";
import { localToday } from "./local-today";
import { ProposalAndSubmit } from "./proposal-field";
import { placeProposalReason } from "./proposal-outcome";

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
    // Optional; the picker refuses another type or a larger file before it is sent.
    proposal: z.custom<File | null>(),
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
  proposal: null,
};

/** The partner as the server names it; the other inputs have the same names in the form. */
const SERVER_FIELDS = { partnerId: "partner" } as const satisfies Record<string, FieldName>;

/**
 * Submit New Deal on the Partner Portal screen: the customer, its contact, the value (at least $1), the expected
 * close date (not in the past), a description and an optional proposal, sent with upload progress. An
 * administrator first chooses the active partner the deal is for. The form empties after a successful
 * submission; refusals show under their fields.
 */
export function PortalDealForm({ isAdmin }: { isAdmin: boolean }) {
  const id = useId();
  const schema = useMemo(() => portalDealSchema(isAdmin), [isAdmin]);
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmitDeal();
  const form = useContractForm(schema, { defaultValues: EMPTY });
  const {
    register,
    control,
    reset,
    formState: { isSubmitting },
  } = form;

  const send = async ({ partner, proposal, ...deal }: PortalDealValues) => {
    setProgress(0);
    const outcome = await submission.mutateAsync({
      form: "portal",
      partnerId: isAdmin ? partner?.id : undefined,
      deal,
      proposal: proposal ?? undefined,
      onProgress: setProgress,
    });
    setProgress(null);
    if (outcome.ok) {
      toast.success("Deal Submitted Successfully", {
        id: DEAL_SUBMISSION_TOAST,
        description: "The deal has been submitted for review.",
      });
      reset(EMPTY);
      return;
    }
    // A session that ended is read again and the sign-in says why (decision 0015): nothing to say here.
    if (outcome.status === 401) return;
    if (outcome.status === 409 && outcome.message !== undefined) {
      // A conflict's reason (a repeated deal) is said once, beside Submit Deal: a toast would repeat it, or
      // contradict it with "Please try again" (docs/product/deals.md#repeated-deals).
      toast.dismiss(DEAL_SUBMISSION_TOAST);
    } else if (outcome.proposalRefused) {
      toast.error("File Upload Failed", {
        id: DEAL_SUBMISSION_TOAST,
        description: "Could not upload the document. Please try again.",
      });
    } else {
      toast.error("Submission Failed", {
        id: DEAL_SUBMISSION_TOAST,
        description: "Could not submit the deal. Please try again.",
      });
    }
    form.refuse(placeProposalReason(outcome), SERVER_FIELDS);
  };

  const refused = (invalid: FieldErrors<PortalDealFields>) => {
    if (invalid.partner) {
      toast.error("Partner Selection Required", {
        id: DEAL_SUBMISSION_TOAST,
        description: "Please select a partner for this deal.",
      });
    }
  };

  const disabled = isSubmitting;

  return (
    <DealFormCard
      description={
        isAdmin
          ? "Register a deal on behalf of an active partner. It is reviewed like any other."
          : "Register a customer opportunity. We review it and let you know."
      }
      onSubmit={form.submit(send, refused)}
    >
      {isAdmin ? (
        <FormField
          id={`${id}-partner`}
          label="Partner"
          required
          error={form.error("partner")}
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
        field={(name) => ({ registration: register(name), error: form.error(name) })}
        disabled={disabled}
        valueLabel="Deal Value ($)"
        minValue={1}
        minCloseDate={localToday()}
        descriptionPlaceholder="What the customer needs, the products involved and where the deal stands"
      />
      <ProposalAndSubmit id={id} form={form} disabled={disabled} progress={progress} />
    </DealFormCard>
  );
}
