import { FormField } from "./form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

/** One value a list can be narrowed to, as the menu names it. */
export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * The one way a list is narrowed by a choice: a labelled menu of "all" (named by `allLabel`) and the given
 * options. A value the options do not hold is ignored.
 */
export function SelectFilter<Value extends string>({
  id,
  label,
  allLabel,
  allLast = false,
  value,
  options,
  onChange,
  className,
  triggerClassName = "w-full",
}: {
  id: string;
  label: string;
  allLabel: string;
  /** "All" ends the menu instead of opening it. */
  allLast?: boolean;
  value: Value | "all";
  options: readonly FilterOption<Value>[];
  onChange(value: Value | "all"): void;
  className?: string;
  triggerClassName?: string;
}) {
  const pick = (next: string) => {
    const found = next === "all" ? "all" : options.find((option) => option.value === next)?.value;
    if (found) onChange(found);
  };
  const all = <SelectItem value="all">{allLabel}</SelectItem>;
  return (
    <FormField id={id} label={label} className={className}>
      {(control) => (
        <Select value={value} onValueChange={pick}>
          <SelectTrigger {...control} className={triggerClassName}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {allLast ? null : all}
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
            {allLast ? all : null}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
