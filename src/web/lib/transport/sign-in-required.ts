type Listener = () => void;

const listeners = new Set<Listener>();
/** A call was answered 401 since the last sign-in: the session ended while in use (decision 0043). */
let refusedSinceSignIn = false;

/**
 * Registers what to do when the server answers any call 401 (the session expired, was signed out in another tab,
 * or an administrator ended it: decision 0015); returns the way to stop. Every transport of the web app reports
 * its answers here: the typed client, the uploads and the plain REST calls, so a call that resolves its refusal
 * instead of rejecting is noticed too. Forms keep what was typed from here (kept-forms.ts).
 */
export function whenSignInRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports an answer's HTTP status; a 401 tells every listener. */
export function noteAnswerStatus(status: number): void {
  if (status !== 401) return;
  refusedSinceSignIn = true;
  for (const listener of listeners) listener();
}

/**
 * Whether a call was answered 401 since someone last signed in in this tab: a screen that loses its user then
 * lost it to an ended session, not to Sign Out, and the sign-in takes the person back to it.
 */
export function sessionEndedInUse(): boolean {
  return refusedSinceSignIn;
}

/** Someone is signed in: a later loss of the user is judged afresh. */
export function noteSignedIn(): void {
  refusedSinceSignIn = false;
}
