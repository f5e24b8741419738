import { type Ref, useState } from "react";
import type { ReportScheduleItem } from "#shared/contracts/report-schedules";
import { useAuthorization } from "#web/app/auth/authorization-context";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { RemovableChip } from "#web/components/forms/removable-chip";
import { SearchCombobox } from "#web/components/search/search-combobox";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { useRecipientPeople } from "../api/get-recipient-people";

export type SchedulePerson = ReportScheduleItem["people"][number];

/**
 * The people a schedule is mailed to: each chosen one as a chip with its remove button, then a chooser searching
 * the portal's staff (and the person themself) by name or e-mail, asked of the server as the person types, once
 * the chooser first opens.
 */
export function PeopleField({
  control,
  people,
  onChange,
  disabled,
  ref,
}: {
  control: FieldControlProps;
  people: readonly SchedulePerson[];
  onChange(people: SchedulePerson[]): void;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const me = useAuthorization().profile?.user;
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState("");
  const search = typed.trim().toLowerCase();
  const staff = useRecipientPeople({ enabled: opened, search: useDebouncedValue(search) });
  const everyone = [...(me ? [me] : []), ...(staff.data ?? []).filter((person) => person.id !== me?.id)];
  const options = everyone.filter(
    (person) =>
      !people.some((chosen) => chosen.id === person.id) &&
      `${person.name} ${person.email}`.toLowerCase().includes(search),
  );

  return (
    <div className="grid gap-2">
      {people.length > 0 ? (
        <ul aria-label="People receiving it" className="flex flex-wrap gap-2">
          {people.map((person) => (
            <RemovableChip
              key={person.id}
              label={person.name}
              title={person.email}
              removeLabel={`Remove ${person.name}`}
              disabled={disabled}
              onRemove={() => onChange(people.filter((chosen) => chosen.id !== person.id))}
            />
          ))}
        </ul>
      ) : null}
      <SearchCombobox<SchedulePerson>
        control={control}
        ref={ref}
        value={null}
        onChange={(person) => {
          if (person) onChange([...people, person]);
        }}
        onSearchChange={setTyped}
        onOpen={() => setOpened(true)}
        results={{
          options,
          pending: staff.isPending && opened,
          fetching: staff.isFetching,
          failed: staff.isError,
          search: typed.trim(),
          limit: Number.POSITIVE_INFINITY,
        }}
        optionLabel={(person) => (person.id === me?.id ? `${person.name} (you)` : person.name)}
        optionDetail={(person) => person.email}
        placeholder="Search people by name or e-mail..."
        noun={["person", "people"]}
        listLabel="Staff"
        disabled={disabled}
      />
    </div>
  );
}
