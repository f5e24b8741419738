import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon, SaveIcon } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { type Control, Controller, type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import {
  commissionRateSchema,
  type PartnerEditValues,
  type PartnerListItem,
  partnerEditSchema,
} from "../../../../shared/contracts/partners";
import { BUSINESS_TYPES, PARTNER_TIERS } from "../../../../shared/enums";
import { DialogSubmitRow } from "../../../components/dialog-submit-row";
import { FormField } from "../../../components/form-field";
import { tierName } from "../../../components/tier-badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { BUSINESS_TYPE_LABELS } from "../../../lib/business-type-labels";
import { fieldError } from "../../../lib/field-error";
import { showFormRefusal } from "../../../lib/show-form-refusal";
import { firstInvalid, useFocusAfterSubmit } from "../../../lib/use-focus-after-submit";
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

/** A required field chosen from a menu of `options`, each shown by `optionLabel`. */
function ChoiceField<Name extends ChoiceName>({
  id,
  label,
  name,
  control,
  options,
  optionLabel,
  placeholder,
  error,
  disabled,
}: {
  id: string;
  label: string;
  name: Name;
  control: Control<EditFields, unknown, PartnerEditValues>;
  options: readonly EditFields[Name][];
  optionLabel(option: EditFields[Name]): string;
  placeholder: string;
  error?: string;
  disabled: boolean;
}) {
  return (
    <FormField id={id} label={label} required error={error}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {optionLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

/**
 * The Edit button of a partner's row and its dialog: details, tier and commission rate
 * (docs/product/partners.md#edit-a-partner).
 */
export function EditPartnerDialog({ partner }: { partner: PartnerListItem }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          aria-label={`Edit ${partner.companyName}`}
        >
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        {open ? <EditPartnerForm partner={partner} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditPartnerForm({ partner, onDone }: { partner: PartnerListItem; onDone(): void }) {
  const id = useId();
  const [reasons, setReasons] = useState<string[]>([]);
  const update = useUpdatePartner();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EditFields, unknown, PartnerEditValues>({
    resolver: zodResolver(editFormSchema),
    defaultValues: fieldsOf(partner),
    shouldFocusError: false,
  });
  const focusAfterSubmit = useFocusAfterSubmit(
    isSubmitting,
    useCallback((name: FieldName) => setFocus(name), [setFocus]),
  );

  const send = async (values: PartnerEditValues) => {
    setReasons([]);
    try {
      const { partner: saved } = await update.mutateAsync({ id: partner.id, partner: values });
      toast.success("Partner updated", { description: `${saved.companyName}'s details were saved.` });
      onDone();
    } catch (error) {
      showFormRefusal(error, {
        title: "Failed to update partner information.",
        order: FIELD_ORDER,
        setError,
        setReasons,
        focus: focusAfterSubmit,
      });
    }
  };
  const refused = (invalid: FieldErrors<EditFields>) => focusAfterSubmit(firstInvalid(invalid, FIELD_ORDER));

  const text = (name: Exclude<FieldName, ChoiceName>) => ({
    ...register(name),
    disabled: isSubmitting,
  });

  return (
    <form onSubmit={handleSubmit(send, refused)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit {partner.companyName}</DialogTitle>
        <DialogDescription>
          Details, tier and commission rate. A new contact e-mail moves the contact's sign-in to it.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-company`}
          label="Company Name"
          required
          error={fieldError(errors, "companyName")}
        >
          {(control) => <Input {...control} autoComplete="off" {...text("companyName")} />}
        </FormField>
        <FormField
          id={`${id}-contact`}
          label="Contact Name"
          required
          error={fieldError(errors, "contactName")}
        >
          {(control) => <Input {...control} autoComplete="off" {...text("contactName")} />}
        </FormField>
        <FormField
          id={`${id}-email`}
          label="Contact Email"
          required
          error={fieldError(errors, "contactEmail")}
        >
          {(control) => <Input {...control} type="email" autoComplete="off" {...text("contactEmail")} />}
        </FormField>
        <FormField id={`${id}-phone`} label="Contact Phone" error={fieldError(errors, "contactPhone")}>
          {(control) => <Input {...control} type="tel" autoComplete="off" {...text("contactPhone")} />}
        </FormField>
        <FormField id={`${id}-website`} label="Website" error={fieldError(errors, "website")}>
          {(control) => (
            <Input {...control} type="url" placeholder="https://example.com" {...text("website")} />
          )}
        </FormField>
        <ChoiceField
          id={`${id}-business-type`}
          label="Business Type"
          name="businessType"
          control={control}
          options={BUSINESS_TYPES}
          optionLabel={(type) => BUSINESS_TYPE_LABELS[type]}
          placeholder="Choose a business type"
          error={fieldError(errors, "businessType")}
          disabled={isSubmitting}
        />
        <FormField
          id={`${id}-partner-type`}
          label="Partner Type"
          hint="e.g. Value-added reseller"
          error={fieldError(errors, "partnerType")}
        >
          {(control) => <Input {...control} autoComplete="off" {...text("partnerType")} />}
        </FormField>
        <ChoiceField
          id={`${id}-tier`}
          label="Tier"
          name="tier"
          control={control}
          options={PARTNER_TIERS}
          optionLabel={tierName}
          placeholder="Choose a tier"
          error={fieldError(errors, "tier")}
          disabled={isSubmitting}
        />
        <FormField
          id={`${id}-commission`}
          label="Commission Rate (%)"
          required
          hint="0 to 100, in steps of 0.1"
          error={fieldError(errors, "commissionRate")}
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
        reasons={reasons}
        onCancel={onDone}
      />
    </form>
  );
}
