import { type FieldErrors, type FieldValues, get } from "react-hook-form";

/**
 * The message of a nested field (`lessons.0.title`), or of a list as a whole (`lessons`), whose message
 * react-hook-form keeps either on the list or on its `root`.
 */
export function formErrorAt<Fields extends FieldValues>(
  errors: FieldErrors<Fields>,
  path: string,
): string | undefined {
  const error: { message?: unknown; root?: { message?: unknown } } | undefined = get(errors, path);
  const message = error?.message ?? error?.root?.message;
  return typeof message === "string" ? message : undefined;
}
