import { UNREACHABLE } from "../transport/failure-text";

/**
 * What a form shows beside its button after a refusal: that no answer came (status 0) or the server's reason
 * when it gave one, then the server's messages that name no field of the form.
 */
export function refusalReasons(
  { status, message }: { status: number; message?: string },
  unplaced: readonly string[],
): string[] {
  const reason = status === 0 ? UNREACHABLE : message;
  return [...(reason ? [reason] : []), ...unplaced];
}
