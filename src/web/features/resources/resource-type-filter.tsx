import { RESOURCE_CONTENT_TYPES, type ResourceContentType } from "../../../shared/enums";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { CONTENT_TYPE_FILTER_LABELS } from "./resource-display";

export type ResourceTypeFilterValue = ResourceContentType | "all";

const isFilterValue = (value: string): value is ResourceTypeFilterValue =>
  value === "all" || (RESOURCE_CONTENT_TYPES as readonly string[]).includes(value);

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
    <div className="grid gap-2">
      <Label htmlFor={id}>Type</Label>
      <Select value={value} onValueChange={(next) => isFilterValue(next) && onChange(next)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All types</SelectItem>
          {RESOURCE_CONTENT_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {CONTENT_TYPE_FILTER_LABELS[type]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
