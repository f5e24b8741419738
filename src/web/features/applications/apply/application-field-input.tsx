import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import type { ApplicationForm } from "#shared/contracts/applications";
import { FormField } from "#web/components/form-field";
import { SelectField } from "#web/components/select-field";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { fieldError } from "#web/lib/field-error";
import type { ApplicationField } from "../application-fields";

/** One question of the application form, drawn as the input its kind calls for. */
export function ApplicationFieldInput({
  field,
  register,
  control,
  errors,
  disabled,
}: {
  field: ApplicationField;
  register: UseFormRegister<ApplicationForm>;
  control: Control<ApplicationForm>;
  errors: FieldErrors<ApplicationForm>;
  disabled: boolean;
}) {
  const id = `application-${field.name.replaceAll("_", "-")}`;
  const wide = field.kind === "textarea";
  const error = fieldError(errors, field.name);
  if (field.kind === "select") {
    return (
      <SelectField
        id={id}
        label={field.label}
        name={field.name}
        control={control}
        options={Object.keys(field.options)}
        optionLabel={(option) => field.options[option] ?? option}
        placeholder={field.placeholder}
        required={field.required}
        hint={field.hint}
        error={error}
        disabled={disabled}
      />
    );
  }
  return (
    <FormField
      id={id}
      label={field.label}
      required={field.required}
      hint={field.hint}
      error={error}
      className={wide ? "sm:col-span-2" : undefined}
    >
      {(controlProps) => {
        switch (field.kind) {
          case "textarea":
            return (
              <Textarea
                {...controlProps}
                rows={4}
                placeholder={field.placeholder}
                disabled={disabled}
                {...register(field.name)}
              />
            );
          case "number":
            return (
              <Input
                {...controlProps}
                type="number"
                min={0}
                step={field.step}
                inputMode={field.step === "1" ? "numeric" : "decimal"}
                placeholder={field.placeholder}
                disabled={disabled}
                {...register(field.name)}
              />
            );
          default:
            return (
              <Input
                {...controlProps}
                type={field.kind}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete}
                disabled={disabled}
                {...register(field.name)}
              />
            );
        }
      }}
    </FormField>
  );
}
