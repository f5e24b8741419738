import { type Control, Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { ApplicationForm } from "../../../../shared/contracts/applications";
import { FormField } from "../../../components/form-field";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { fieldError } from "../../../lib/field-error";
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
  return (
    <FormField
      id={id}
      label={field.label}
      required={field.required}
      hint={field.hint}
      error={fieldError(errors, field.name)}
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
          case "select":
            return (
              <Controller
                control={control}
                name={field.name}
                render={({ field: { ref, value, onChange, onBlur, name } }) => (
                  <Select
                    name={name}
                    value={typeof value === "string" ? value : ""}
                    onValueChange={onChange}
                    disabled={disabled}
                  >
                    <SelectTrigger {...controlProps} ref={ref} onBlur={onBlur}>
                      <SelectValue placeholder={field.placeholder} />
                    </SelectTrigger>
                    <SelectContent>
                      {Object.entries(field.options).map(([option, label]) => (
                        <SelectItem key={option} value={option}>
                          {label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
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
