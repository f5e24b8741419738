import type { ComponentProps } from "react";
import { Input } from "./ui/input";
import { Label } from "./ui/label";

interface TextFieldProps extends ComponentProps<typeof Input> {
  id: string;
  label: string;
  /** The validation message; marks the input invalid and is read out with it. */
  error?: string;
}

/** A labelled input with its validation message tied to it for assistive technology. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
