/** The sign-in's query parameter naming the address to go back to. */
const RETURN_TO = "returnTo";

/**
 * The sign-in page `login` with the address the person was on (`pathname` and `search`) to go back to once
 * signed in again (decision 0043).
 */
export function signInReturningTo(login: string, { pathname, search }: { pathname: string; search: string }) {
  return `${login}?${new URLSearchParams({ [RETURN_TO]: `${pathname}${search}` })}`;
}

/**
 * The address a sign-in page was asked to go back to, when it is one of this host's: a path, never another
 * site's address (`//elsewhere`, `/\elsewhere` or a full URL), so a link cannot send someone away after signing in.
 */
export function returnAddressOf(search: URLSearchParams): string | undefined {
  const address = search.get(RETURN_TO);
  if (!address?.startsWith("/") || address.startsWith("//") || address.startsWith("/\\")) return undefined;
  return address;
}
