import type { Ref } from "react";
import { emailAddress } from "#shared/contracts/text";
import { ChipsInput } from "#web/components/forms/chips-input";
import type { FieldControlProps } from "#web/components/forms/form-field";

const address = emailAddress("Recipient address", { required: true });

/**
 * The e-mail addresses a schedule is mailed to besides people: typed one at a time (Enter or Add adds it) and
 * shown as chips with their remove buttons. Whether its domain is allowed is the server's to say.
 */
export function AddressesField({
  control,
  addresses,
  onChange,
  disabled,
  ref,
}: {
  control: FieldControlProps;
  addresses: readonly string[];
  onChange(addresses: string[]): void;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <ChipsInput
      control={control}
      values={addresses}
      onChange={onChange}
      schema={address}
      noun="address"
      listLabel="Addresses receiving it"
      disabled={disabled}
      inputProps={{ type: "email", inputMode: "email", placeholder: "name@example.com" }}
      ref={ref}
    />
  );
}
