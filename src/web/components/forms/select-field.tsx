import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { NativeSelect, NativeSelectOptions } from "../ui/native-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import { FormField } from "./form-field";

// A menu item's value cannot be empty: the choice of none is held under this one instead.
const EMPTY = "__empty__";

/**
 * A form's field chosen from a menu of `options`, each shown by `optionLabel`, with its label, hint and
 * message; bound to the react-hook-form field `name`. With `emptyLabel`, the menu opens with a choice that
 * leaves the field empty (""). `native` draws the browser's own <select> instead of the popup menu, for a list
 * of hundreds (the time zones), which a popup would draw slowly and make long to scroll.
 */
export function SelectField<Fields extends FieldValues, Values, Option extends string>({
  id,
  label,
  name,
  control,
  options,
  optionLabel,
  optionDisabled,
  emptyLabel,
  placeholder,
  native = false,
  required,
  hint,
  error,
  disabled,
}: {
  id: string;
  label: string;
  name: FieldPath<Fields>;
  control: Control<Fields, unknown, Values>;
  options: readonly Option[];
  optionLabel(option: Option): string;
  /** An option shown but not to be chosen, e.g. a role the grantor may not give. */
  optionDisabled?(option: Option): boolean;
  /** Names the choice of none, e.g. "the browser's own", for a field that may stay empty. */
  emptyLabel?: string;
  placeholder?: string;
  native?: boolean;
  required?: boolean;
  hint?: string;
  error?: string;
  disabled: boolean;
}) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) =>
            native ? (
              <NativeSelect
                {...controlProps}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                disabled={disabled}
              >
                {/* Nothing chosen yet shows the choice of none, or the placeholder, not to be chosen again. */}
                <NativeSelectOptions
                  first={emptyLabel ?? placeholder}
                  firstChosen={emptyLabel !== undefined}
                  options={options}
                  optionLabel={optionLabel}
                  optionDisabled={optionDisabled}
                />
              </NativeSelect>
            ) : (
              <Select
                name={field.name}
                // Nothing chosen yet shows the choice of none, or the placeholder.
                value={emptyLabel !== undefined && !field.value ? EMPTY : (field.value ?? "")}
                onValueChange={(value) => field.onChange(value === EMPTY ? "" : value)}
                disabled={disabled}
              >
                <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={placeholder} />
                </SelectTrigger>
                <SelectContent>
                  {emptyLabel === undefined ? null : <SelectItem value={EMPTY}>{emptyLabel}</SelectItem>}
                  {options.map((option) => (
                    <SelectItem key={option} value={option} disabled={optionDisabled?.(option)}>
                      {optionLabel(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )
          }
        />
      )}
    </FormField>
  );
}
