import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "./form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

/**
 * A form's field chosen from a menu of `options`, each shown by `optionLabel`, with its label, hint and
 * message; bound to the react-hook-form field `name`.
 */
export function SelectField<Fields extends FieldValues, Values, Option extends string>({
  id,
  label,
  name,
  control,
  options,
  optionLabel,
  optionDisabled,
  placeholder,
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
  placeholder?: string;
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
          render={({ field }) => (
            <Select
              name={field.name}
              // Nothing chosen yet shows the placeholder.
              value={field.value ?? ""}
              onValueChange={field.onChange}
              disabled={disabled}
            >
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option} disabled={optionDisabled?.(option)}>
                    {optionLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
