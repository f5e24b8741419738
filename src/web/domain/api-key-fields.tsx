import type { ApiKeyExpiry } from "#shared/contracts/api-keys";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { Input } from "#web/components/ui/input";
import type { ContractForm } from "#web/lib/forms/use-contract-form";

/** The expiry choices of a New API Key form, shortest first. */
export const EXPIRY_OPTIONS = ["30", "90", "365", "never"] as const satisfies readonly ApiKeyExpiry[];

export const EXPIRY_LABELS: Record<ApiKeyExpiry, string> = {
  "30": "In 30 days",
  "90": "In 90 days",
  "365": "In 1 year",
  never: "Never (until revoked)",
};

// The form's field values (its input type): the choice is a string until the contract reads it.
interface KeyFields {
  name: string;
  expiry: string;
}

/** The name and expiry every New API Key form starts with, partner's or integration's. */
export function ApiKeyNameAndExpiry<Fields extends KeyFields, Values>({
  id,
  form,
  busy,
  placeholder,
}: {
  id: string;
  form: ContractForm<Fields, Values>;
  busy: boolean;
  placeholder: string;
}) {
  // Both forms hold these two fields under these names; the rest of each form is its own.
  const keyForm = form as unknown as ContractForm<KeyFields, unknown>;
  return (
    <>
      <FormField id={`${id}-name`} label="Key Name" required error={keyForm.error("name")}>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            placeholder={placeholder}
            {...keyForm.register("name")}
            disabled={busy}
          />
        )}
      </FormField>
      <SelectField
        id={`${id}-expiry`}
        label="Expires"
        name="expiry"
        control={keyForm.control}
        options={EXPIRY_OPTIONS}
        optionLabel={(option) => EXPIRY_LABELS[option]}
        required
        error={keyForm.error("expiry")}
        disabled={busy}
      />
    </>
  );
}
