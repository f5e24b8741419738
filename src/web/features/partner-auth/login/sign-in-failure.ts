import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";

export interface ToastContent {
  title: string;
  description: string;
}

const UNEXPECTED = "An unexpected error occurred. Please try again.";

/** The toast for a refused partner sign-in: the server's refusal text, or a generic line for anything else. */
export function signInFailureToast(error: unknown): ToastContent {
  const failure = rpcFailureOf(error);
  if (failure?.status === 403)
    return { title: failure.title ?? "Access Denied", description: failureText(error, UNEXPECTED) };
  // 401: wrong e-mail or password; 429: too many attempts, the message says when to retry.
  if (failure?.status === 401 || failure?.status === 429) {
    return { title: "Sign In Failed", description: failureText(error, UNEXPECTED) };
  }
  return { title: "Sign In Failed", description: UNEXPECTED };
}
