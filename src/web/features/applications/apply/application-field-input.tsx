import type { ApplicationFieldsName } from "#shared/contracts/application-form-fields";
import { FormField } from "#web/components/forms/form-field";
import { NativeSelectField } from "#web/components/forms/native-select-field";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import type { PublicForm } from "#web/lib/forms/use-public-form";
import type { ApplicationField } from "../application-fields";

/** One question of the application form, drawn as the input its kind calls for. */
export function ApplicationFieldInput({
  field,
  form,
  disabled,
}: {
  field: ApplicationField;
  form: PublicForm<ApplicationFieldsName, unknown>;
  disabled: boolean;
}) {
  const id = `application-${field.name.replaceAll("_", "-")}`;
  const wide = field.kind === "textarea";
  const error = form.error(field.name);
  const register = form.register;
  if (field.kind === "select") {
    return (
      <NativeSelectField
        id={id}
        label={field.label}
        control={register(field.name)}
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
