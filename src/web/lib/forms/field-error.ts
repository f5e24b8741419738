import type { FieldErrors, FieldValues } from "react-hook-form";

/** The validation message of one field of a react-hook-form form, if it has one to show. */
export function fieldError<Fields extends FieldValues>(
  errors: FieldErrors<Fields>,
  name: keyof Fields & string,
): string | undefined {
  const message = errors[name]?.message;
  return typeof message === "string" ? message : undefined;
}
