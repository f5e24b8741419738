import { ChevronDownIcon } from "lucide-react";
import type { RegisteredControl } from "#web/lib/use-public-form";
import { FormField } from "./form-field";

/**
 * SelectField for the public forms (decision 0036): the browser's own <select>, drawn like SelectField's button,
 * with no popup of its own to load. The placeholder is the first option, shown until an option is chosen and
 * not chosen again.
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
        <div className="relative">
          <select
            {...controlProps}
            {...control}
            disabled={disabled}
            className="block h-10 w-full appearance-none truncate rounded-md border border-input bg-card py-2 pr-9 pl-3 text-left text-base text-foreground shadow-sm outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 has-[option:disabled:checked]:text-muted-foreground sm:text-sm"
          >
            <option value="" disabled>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option} value={option} className="text-foreground">
                {optionLabel(option)}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
          />
        </div>
      )}
    </FormField>
  );
}
