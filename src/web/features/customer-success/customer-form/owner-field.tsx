import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { SelectField } from "#web/components/forms/select-field";
import { useCustomerSuccessPeople } from "../api/customer-success-people";

/**
 * A customer's owner, chosen from the people who may own one (holders of manage_customers), or none. The owner
 * it has stays a choice even when that person is no longer listed.
 */
export function OwnerField<Fields extends FieldValues, Values>({
  id,
  control,
  current,
  error,
  disabled,
}: {
  id: string;
  control: Control<Fields, unknown, Values>;
  current: { id: string; name: string } | null;
  error?: string;
  disabled: boolean;
}) {
  const people = useCustomerSuccessPeople();
  const listed = people.data?.people ?? [];
  const options = listed.map((person) => person.id);
  if (current && !options.includes(current.id)) options.push(current.id);
  const nameOf = (personId: string) =>
    listed.find((person) => person.id === personId)?.name ??
    (current?.id === personId ? current.name : personId);
  return (
    <SelectField
      id={id}
      label="Owner"
      name={"ownerId" as FieldPath<Fields>}
      control={control}
      options={options}
      optionLabel={nameOf}
      emptyLabel="No owner"
      hint={people.isError ? "Could not load the people who may own a customer." : undefined}
      error={error}
      disabled={disabled}
    />
  );
}
