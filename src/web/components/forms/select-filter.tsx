import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import { FormField } from "./form-field";

/** One value a list can be narrowed to, as the menu names it. */
export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/** With `allLabel`, the menu opens (or with `allLast` ends) with "all"; without it, one of the options is chosen. */
type Choice<Value extends string> =
  | {
      allLabel: string;
      /** "All" ends the menu instead of opening it. */
      allLast?: boolean;
      value: Value | "all";
      onChange(value: Value | "all"): void;
    }
  | { allLabel?: undefined; allLast?: undefined; value: Value; onChange(value: Value): void };

/**
 * The one way a screen's own menu is drawn outside a form: a list narrowed or ordered by a choice, or a row's
 * value changed at once. A labelled menu of the given options, with "all" (named by `allLabel`) when the list
 * can be left whole. A value the options do not hold is ignored.
 */
export function SelectFilter<Value extends string>({
  id,
  label,
  options,
  className,
  triggerClassName = "w-full",
  accessibleName,
  busy,
  error,
  ...choice
}: {
  id: string;
  label: string;
  options: readonly FilterOption<Value>[];
  className?: string;
  triggerClassName?: string;
  /** Names the menu more fully than its visible label, e.g. with its row's name when every row has one. */
  accessibleName?: string;
  /** While the chosen value is being saved. */
  busy?: boolean;
  /** Why the choice cannot stand, shown under the menu and read out with it. */
  error?: string;
} & Choice<Value>) {
  const pick = (next: string) => {
    if (choice.allLabel !== undefined && next === "all") return choice.onChange("all");
    const found = options.find((option) => option.value === next)?.value;
    if (found) choice.onChange(found);
  };
  const all = choice.allLabel === undefined ? null : <SelectItem value="all">{choice.allLabel}</SelectItem>;
  return (
    <FormField id={id} label={label} className={className} error={error}>
      {(control) => (
        <Select value={choice.value} onValueChange={pick}>
          <SelectTrigger
            {...control}
            aria-label={accessibleName}
            aria-busy={busy || undefined}
            className={triggerClassName}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {choice.allLast ? null : all}
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
            {choice.allLast ? all : null}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
