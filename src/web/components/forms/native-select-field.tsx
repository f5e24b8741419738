import type { RegisteredControl } from "#web/lib/forms/use-public-form";
import { NativeSelect, NativeSelectOptions } from "../ui/native-select";
import { FormField } from "./form-field";

/**
 * SelectField for the public forms (decision 0036): the browser's own <select> over a `usePublicForm` control,
 * without react-hook-form or a popup to load. The placeholder is the first option, shown until an option is
 * chosen and not chosen again.
 */
export function NativeSelectField<Name extends string, Option extends string>({
  id,
  label,
  control,
  options,
  optionLabel,
  placeholder,
  required,
  hint,
  error,
  disabled,
}: {
  id: string;
  label: string;
  control: RegisteredControl<Name>;
  options: readonly Option[];
  optionLabel(option: Option): string;
  placeholder: string;
  required?: boolean;
  hint?: string;
  error?: string;
  disabled: boolean;
}) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(controlProps) => (
        <NativeSelect {...controlProps} {...control} disabled={disabled}>
          <NativeSelectOptions first={placeholder} options={options} optionLabel={optionLabel} />
        </NativeSelect>
      )}
    </FormField>
  );
}
