import { useState } from "react";
import { FormField } from "#web/components/forms/form-field";
import { type PartnerChoice, PartnerChooser } from "../partner-chooser";

/**
 * The partner who sold the customer, or none, chosen among the active partners; the form keeps the chosen
 * partner's id (empty for none).
 */
export function PartnerField({
  id,
  initial,
  onChange,
  error,
  disabled,
}: {
  id: string;
  initial: PartnerChoice | null;
  onChange(partnerId: string): void;
  error?: string;
  disabled: boolean;
}) {
  const [partner, setPartner] = useState(initial);
  return (
    <FormField id={id} label="Partner" hint="The partner who sold it, if any" error={error}>
      {(control) => (
        <PartnerChooser
          control={control}
          value={partner}
          onChange={(next) => {
            setPartner(next);
            onChange(next?.id ?? "");
          }}
          nothingLabel="No partner"
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
