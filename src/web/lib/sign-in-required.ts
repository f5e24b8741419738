type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Registers what to do when the server answers any call 401 (the session expired or an administrator ended it,
 * decision 0015); returns the way to stop. Every transport of the web app reports its answers here: the typed
 * client, the uploads and the plain REST calls, so a call that resolves its refusal instead of rejecting is
 * noticed too.
 */
export function whenSignInRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports an answer's HTTP status; a 401 tells every listener. */
export function noteAnswerStatus(status: number): void {
  if (status !== 401) return;
  for (const listener of listeners) listener();
}
