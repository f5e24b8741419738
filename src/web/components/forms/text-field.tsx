import type { ComponentProps } from "react";
import { Input } from "../ui/input";
import { FormField } from "./form-field";

interface TextFieldProps extends ComponentProps<typeof Input> {
  id: string;
  label: string;
  /** The validation message; marks the input invalid and is read out with it. */
  error?: string;
}

/** A labelled input with its validation message tied to it for assistive technology. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}
