import { useState } from "react";
import type { PersonOption } from "#shared/contracts/users";
import { FormField } from "#web/components/forms/form-field";
import { SearchCombobox } from "#web/components/search/search-combobox";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { ACTOR_OPTIONS_LIMIT, useAuditActorOptions } from "../api/get-audit-actor-options";

/** Whose entries the audit log shows: anyone, or one person found by name or e-mail as one types. */
export function ActorFilter({
  value,
  onChange,
}: {
  value: PersonOption | null;
  onChange(actor: PersonOption | null): void;
}) {
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  // Asked for once the list first opens, not on every screen the field is on.
  const [wanted, setWanted] = useState(false);
  const people = useAuditActorOptions(search, { enabled: wanted });
  return (
    <FormField id="audit-actor-filter" label="Actor">
      {(control) => (
        <SearchCombobox
          control={control}
          value={value}
          onChange={onChange}
          onSearchChange={setTyped}
          onOpen={() => setWanted(true)}
          results={{
            options: people.data ?? [],
            pending: people.isPending,
            fetching: people.isFetching,
            failed: people.isError,
            search,
            limit: ACTOR_OPTIONS_LIMIT,
          }}
          optionLabel={(person) => person.name}
          optionDetail={(person) => person.email}
          nothingLabel="Anyone"
          noun={["person", "people"]}
          listLabel="People"
        />
      )}
    </FormField>
  );
}
