import type { UseFormRegisterReturn } from "react-hook-form";
import type { DealFormValues } from "#shared/contracts/deals";
import { FormField } from "#web/components/forms/form-field";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";

/** The deal's own inputs, by the server's names. */
export type DealFieldName = keyof DealFormValues;

/** One input as its form binds it: the registration under the form's own name and its message. */
export interface DealFieldBinding {
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The inputs both deal forms ask for, in this order: company, contact, value, expected close date and
 * description (the last across both columns). Each form binds them under its own names and rules.
 */
export function DealFields({
  idPrefix,
  field,
  disabled,
  valueLabel,
  minValue,
  valuePlaceholder,
  minCloseDate,
  descriptionPlaceholder,
}: {
  idPrefix: string;
  field(name: DealFieldName): DealFieldBinding;
  disabled: boolean;
  valueLabel: string;
  minValue: number;
  valuePlaceholder?: string;
  /** The earliest date the picker offers (YYYY-MM-DD), if any. */
  minCloseDate?: string;
  descriptionPlaceholder: string;
}) {
  const companyName = field("companyName");
  const contactPerson = field("contactPerson");
  const dealValue = field("dealValue");
  const expectedCloseDate = field("expectedCloseDate");
  const description = field("description");
  return (
    <>
      <FormField id={`${idPrefix}-company`} label="Company Name" required error={companyName.error}>
        {(controlProps) => (
          <Input
            {...controlProps}
            autoComplete="organization"
            disabled={disabled}
            {...companyName.registration}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-contact`} label="Contact Person" required error={contactPerson.error}>
        {(controlProps) => (
          <Input {...controlProps} autoComplete="off" disabled={disabled} {...contactPerson.registration} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-value`} label={valueLabel} required error={dealValue.error}>
        {(controlProps) => (
          <Input
            {...controlProps}
            type="number"
            min={minValue}
            step="0.01"
            inputMode="decimal"
            placeholder={valuePlaceholder}
            disabled={disabled}
            {...dealValue.registration}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-close-date`} label="Expected Close Date" error={expectedCloseDate.error}>
        {(controlProps) => (
          <Input
            {...controlProps}
            type="date"
            min={minCloseDate}
            disabled={disabled}
            {...expectedCloseDate.registration}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label="Description"
        error={description.error}
        className="sm:col-span-2"
      >
        {(controlProps) => (
          <Textarea
            {...controlProps}
            rows={4}
            placeholder={descriptionPlaceholder}
            disabled={disabled}
            {...description.registration}
          />
        )}
      </FormField>
    </>
  );
}
