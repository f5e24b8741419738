import { rpcFailureOf } from "./rpc-error";

/** What a screen says when no answer came from the portal (docs/product/errors-and-messages.md#error-answers). */
export const UNREACHABLE = "We could not reach the server. Please check your connection and try again.";

/**
 * The words for a failed call: the server's reason when it gave one; otherwise the text the product page names
 * for this failure (`named`), outage or not; otherwise, when the portal could not be reached, UNREACHABLE; and
 * for anything else `Please try again.`
 */
export function failureText(error: unknown, named?: string): string {
  const failure = rpcFailureOf(error);
  if (failure?.message) return failure.message;
  if (named) return named;
  return failure?.status === 0 ? UNREACHABLE : "Please try again.";
}
