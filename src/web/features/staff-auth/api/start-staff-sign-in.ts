import { paths } from "#web/app/paths";

// Staff single sign-on runs through Better Auth's own endpoints, not a procedure; partners sign in through a
// procedure instead. Better Auth 1.7 serves generic OAuth providers through its social sign-in endpoint, keyed
// by provider id.

/**
 * Starts single sign-on with the work account: the browser leaves for the identity provider, and comes back to
 * `returnTo` (an address of this host) or the dashboard.
 */
export async function startStaffSignIn(returnTo: string = paths.home): Promise<void> {
  const response = await fetch("/api/auth/sign-in/social", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      provider: "work-account",
      callbackURL: returnTo,
      errorCallbackURL: `${paths.staffLogin}?error=sign-in`,
    }),
  });
  if (!response.ok) throw new Error(`Single sign-on could not start (HTTP ${response.status})`);
  const { url } = (await response.json()) as { url: string; redirect: boolean };
  window.location.assign(url);
}
