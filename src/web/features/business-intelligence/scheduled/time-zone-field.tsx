import { type Ref, useMemo, useState } from "react";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { SearchCombobox } from "#web/components/search/search-combobox";
import { displayPreferences } from "#web/lib/format/display-preferences";

/** How many zones the list shows at once: typing narrows it. */
const SHOWN = 50;

interface Zone {
  id: string;
}

/** The zones the browser knows, with UTC, which some browsers leave out of the list though they accept it. */
function knownZones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}

/** The person's own zone, for a schedule they set first: the one chosen in Preferences, else the browser's. */
export const ownTimeZone = () =>
  displayPreferences().timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A schedule's IANA time zone, searched among the browser's zones as one types (Europe/Berlin, "berlin"). */
export function TimeZoneField({
  control,
  value,
  onChange,
  onBlur,
  disabled,
  ref,
}: {
  control: FieldControlProps;
  value: string;
  onChange(zone: string): void;
  onBlur(): void;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const zones = useMemo(knownZones, []);
  const [typed, setTyped] = useState("");
  const search = typed.trim().toLowerCase().replaceAll(" ", "_");
  const options = zones
    .filter((zone) => zone.toLowerCase().includes(search))
    .slice(0, SHOWN)
    .map((zone): Zone => ({ id: zone }));

  return (
    <SearchCombobox<Zone>
      control={control}
      ref={ref}
      value={value ? { id: value } : null}
      onChange={(zone) => {
        if (zone) onChange(zone.id);
      }}
      onSearchChange={setTyped}
      onOpen={() => {}}
      onBlur={onBlur}
      results={{
        options,
        pending: false,
        fetching: false,
        failed: false,
        search: typed.trim(),
        limit: SHOWN,
      }}
      optionLabel={(zone) => zone.id}
      placeholder="Search time zones..."
      noun={["time zone", "time zones"]}
      listLabel="Time zones"
      disabled={disabled}
    />
  );
}
