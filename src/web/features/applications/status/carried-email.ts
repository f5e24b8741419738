/** What a link to the status page carries in its history entry: the e-mail to look up at once. */
interface StatusLookupState {
  email: string;
}

export const statusLookupState = (email: string): StatusLookupState => ({ email });

/** The e-mail a link carried to the status page, if it carried one. */
export function carriedEmail(state: unknown): string | undefined {
  const email = (state as Partial<StatusLookupState> | null)?.email;
  return typeof email === "string" && email !== "" ? email : undefined;
}
