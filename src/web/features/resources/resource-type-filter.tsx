import { RESOURCE_CONTENT_TYPES, type ResourceContentType } from "#shared/enums";
import { SelectFilter } from "#web/components/forms/select-filter";
import { CONTENT_TYPE_FILTER_LABELS } from "./resource-display";

export type ResourceTypeFilterValue = ResourceContentType | "all";

const OPTIONS = RESOURCE_CONTENT_TYPES.map((type) => ({
  value: type,
  label: CONTENT_TYPE_FILTER_LABELS[type],
}));

/** Which resources the library shows, by type: all, decks, videos or PDFs. */
export function ResourceTypeFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ResourceTypeFilterValue;
  onChange(value: ResourceTypeFilterValue): void;
}) {
  return (
    <SelectFilter
      id={id}
      label="Type"
      allLabel="All types"
      value={value}
      options={OPTIONS}
      onChange={onChange}
    />
  );
}
