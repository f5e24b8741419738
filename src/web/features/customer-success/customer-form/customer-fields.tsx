import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "#web/components/forms/form-field";
import { Input } from "#web/components/ui/input";

/** The text inputs both customer forms ask for, by the server's names. */
export type CustomerTextField =
  | "name"
  | "contactName"
  | "contactEmail"
  | "contactPhone"
  | "contractValue"
  | "startDate"
  | "renewalDate";

/** One input as its form binds it: the registration and its message. */
export interface CustomerFieldBinding {
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The customer's details in two columns, in the order the server names them: name, main contact, owner and
 * partner (the forms give those two controls), contract value, start and renewal dates.
 */
export function CustomerFields({
  idPrefix,
  field,
  owner,
  partner,
  disabled,
}: {
  idPrefix: string;
  field(name: CustomerTextField): CustomerFieldBinding;
  owner: ReactNode;
  partner: ReactNode;
  disabled: boolean;
}) {
  const text = (name: CustomerTextField) => {
    const { registration, error } = field(name);
    return { error, props: { ...registration, disabled } };
  };
  const name = text("name");
  const contactName = text("contactName");
  const contactEmail = text("contactEmail");
  const contactPhone = text("contactPhone");
  const contractValue = text("contractValue");
  const startDate = text("startDate");
  const renewalDate = text("renewalDate");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={`${idPrefix}-name`}
        label="Customer Name"
        required
        error={name.error}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} autoComplete="organization" {...name.props} />}
      </FormField>
      <FormField id={`${idPrefix}-contact`} label="Contact Name" required error={contactName.error}>
        {(control) => <Input {...control} autoComplete="off" {...contactName.props} />}
      </FormField>
      <FormField id={`${idPrefix}-email`} label="Contact Email" error={contactEmail.error}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...contactEmail.props} />}
      </FormField>
      <FormField id={`${idPrefix}-phone`} label="Contact Phone" error={contactPhone.error}>
        {(control) => <Input {...control} type="tel" autoComplete="off" {...contactPhone.props} />}
      </FormField>
      {owner}
      {partner}
      <FormField
        id={`${idPrefix}-value`}
        label="Contract Value ($)"
        required
        hint="In dollars, e.g. 48000"
        error={contractValue.error}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            {...contractValue.props}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-start`} label="Start Date" required error={startDate.error}>
        {(control) => <Input {...control} type="date" {...startDate.props} />}
      </FormField>
      <FormField id={`${idPrefix}-renewal`} label="Renewal Date" error={renewalDate.error}>
        {(control) => <Input {...control} type="date" {...renewalDate.props} />}
      </FormField>
    </div>
  );
}
