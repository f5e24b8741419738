import { formatDate } from "./format";

/**
 * Why a registration expired, as its history says it (docs/product/programme.md#history). A request for more time
 * still unanswered lapses with it, and the note says so.
 */
export function expiryNote(ranOut: Date | null, extensionRequested: boolean): string {
  const when = ranOut ? formatDate(ranOut) : "its expiry date";
  return extensionRequested
    ? `The registration ran out on ${when} without a close, before its request for more time was answered.`
    : `The registration ran out on ${when} without a close.`;
}
