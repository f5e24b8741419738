import { PencilIcon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import {
  commissionRateSchema,
  type PartnerEditValues,
  type PartnerListItem,
  partnerEditSchema,
} from "#shared/contracts/partners";
import { BUSINESS_TYPES, PARTNER_TIERS } from "#shared/enums";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { BUSINESS_TYPE_LABELS } from "#web/domain/business-type-labels";
import { useTierNames } from "#web/domain/tier-names";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useUpdatePartner } from "../api/update-partner";

/**
 * The shared rules, with one wording for the browser: the number input gives "" both for nothing and for text
 * that is not a number, so an empty commission rate is refused as not a number rather than as missing.
 */
const editFormSchema = partnerEditSchema.extend({
  // Nothing given reads as NaN, which the shared rule refuses as not a number.
  commissionRate: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? Number.NaN : value),
    commissionRateSchema,
  ),
});

type EditFields = z.input<typeof editFormSchema>;
type FieldName = keyof EditFields;

/** The form's fields in the order it shows them (and the server names them). */
const FIELD_ORDER = [
  "companyName",
  "contactName",
  "contactEmail",
  "contactPhone",
  "website",
  "businessType",
  "partnerType",
  "tier",
  "commissionRate",
] as const satisfies readonly FieldName[];

/** The stored partner as the form's values. */
function fieldsOf(partner: PartnerListItem): EditFields {
  return {
    companyName: partner.companyName,
    contactName: partner.contactName,
    contactEmail: partner.contactEmail,
    contactPhone: partner.contactPhone ?? "",
    website: partner.website ?? "",
    businessType: partner.businessType,
    partnerType: partner.partnerType ?? "",
    tier: partner.tier,
    // "15.00" shows as 15, "12.50" as 12.5.
    commissionRate: String(Number(partner.commissionRate)),
  };
}

/** The form's fields that take one of a fixed list. */
type ChoiceName = "businessType" | "tier";

/**
 * The Edit button of a partner's row and its dialog: details, tier and commission rate
 * (docs/product/partners.md#edit-a-partner).
 */
export function EditPartnerDialog({ partner }: { partner: PartnerListItem }) {
  return (
    <ActionDialog
      label="Edit"
      accessibleName={`Edit ${partner.companyName}`}
      icon={<PencilIcon aria-hidden="true" />}
      size="default"
      className="w-full sm:w-auto"
      contentClassName="sm:max-w-2xl"
    >
      {(close) => <EditPartnerForm partner={partner} onDone={close} />}
    </ActionDialog>
  );
}

function EditPartnerForm({ partner, onDone }: { partner: PartnerListItem; onDone(): void }) {
  const id = useId();
  const names = useTierNames();
  const update = useUpdatePartner();
  const form = useContractForm(editFormSchema, {
    defaultValues: fieldsOf(partner),
    order: FIELD_ORDER,
  });
  const {
    register,
    control,
    formState: { isSubmitting },
  } = form;

  const send = async (values: PartnerEditValues) => {
    try {
      const { partner: saved } = await update.mutateAsync({ id: partner.id, partner: values });
      toast.success("Partner updated", { description: `${saved.companyName}'s details were saved.` });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to update partner information.");
    }
  };

  const text = (name: Exclude<FieldName, ChoiceName>) => ({
    ...register(name),
    disabled: isSubmitting,
  });

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit {partner.companyName}</DialogTitle>
        <DialogDescription>
          Details, tier and commission rate. A new contact e-mail moves the contact's sign-in to it.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-company`} label="Company Name" required error={form.error("companyName")}>
          {(control) => <Input {...control} autoComplete="off" {...text("companyName")} />}
        </FormField>
        <FormField id={`${id}-contact`} label="Contact Name" required error={form.error("contactName")}>
          {(control) => <Input {...control} autoComplete="off" {...text("contactName")} />}
        </FormField>
        <FormField id={`${id}-email`} label="Contact Email" required error={form.error("contactEmail")}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...text("contactEmail")} />}
        </FormField>
        <FormField id={`${id}-phone`} label="Contact Phone" error={form.error("contactPhone")}>
          {(control) => <Input {...control} type="tel" autoComplete="off" {...text("contactPhone")} />}
        </FormField>
        <FormField id={`${id}-website`} label="Website" error={form.error("website")}>
          {(control) => (
            <Input {...control} type="url" placeholder="https://example.com" {...text("website")} />
          )}
        </FormField>
        <SelectField
          required
          id={`${id}-business-type`}
          label="Business Type"
          name="businessType"
          control={control}
          options={BUSINESS_TYPES}
          optionLabel={(type) => BUSINESS_TYPE_LABELS[type]}
          placeholder="Choose a business type"
          error={form.error("businessType")}
          disabled={isSubmitting}
        />
        <FormField
          id={`${id}-partner-type`}
          label="Partner Type"
          hint="e.g. Value-added reseller"
          error={form.error("partnerType")}
        >
          {(control) => <Input {...control} autoComplete="off" {...text("partnerType")} />}
        </FormField>
        <SelectField
          required
          id={`${id}-tier`}
          label="Tier"
          name="tier"
          control={control}
          options={PARTNER_TIERS}
          optionLabel={(option) => names[option]}
          placeholder="Choose a tier"
          error={form.error("tier")}
          disabled={isSubmitting}
        />
        <FormField
          id={`${id}-commission`}
          label="Commission Rate (%)"
          required
          hint="0 to 100, in steps of 0.1"
          error={form.error("commissionRate")}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              max={100}
              step={0.1}
              inputMode="decimal"
              {...text("commissionRate")}
            />
          )}
        </FormField>
      </div>
      <DialogSubmitRow
        label="Save Changes"
        busy={isSubmitting}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
