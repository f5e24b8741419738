import { type Ref, useState } from "react";
import type { PersonOption } from "#shared/contracts/users";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { SearchCombobox } from "#web/components/search/search-combobox";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { STAFF_OPTIONS_LIMIT, useStaffOptions } from "../api/get-staff-options";

/** A department's manager: a staff member found by name or e-mail as one types, or None. */
export function ManagerChooser({
  control,
  value,
  onChange,
  disabled,
  ref,
}: {
  control: FieldControlProps;
  value: PersonOption | null;
  onChange(manager: PersonOption | null): void;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  // Asked for once the list first opens, not on every screen the field is on.
  const [wanted, setWanted] = useState(false);
  const staff = useStaffOptions(search, { enabled: wanted });
  return (
    <SearchCombobox
      control={control}
      ref={ref}
      value={value}
      onChange={onChange}
      onSearchChange={setTyped}
      onOpen={() => setWanted(true)}
      results={{
        options: staff.data ?? [],
        pending: staff.isPending,
        fetching: staff.isFetching,
        failed: staff.isError,
        search,
        limit: STAFF_OPTIONS_LIMIT,
      }}
      optionLabel={(person) => person.name}
      optionDetail={(person) => person.email}
      nothingLabel="None"
      noun={["staff member", "staff members"]}
      listLabel="Staff"
      disabled={disabled}
    />
  );
}
