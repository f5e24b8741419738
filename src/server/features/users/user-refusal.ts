import { AppError } from "#server/platform/app-error";

/** Turns a grant rule's refusal into the 403 the caller sees; nothing has been written yet when it throws. */
export function refuseIf(refusal: string | undefined): void {
  if (refusal) throw new AppError("forbidden", refusal);
}
