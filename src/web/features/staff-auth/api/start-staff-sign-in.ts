import { paths } from "#web/app/paths";

// Staff single sign-on runs through Better Auth's own routes, not a procedure; partners sign in through a
// procedure instead. Better Auth serves generic OAuth providers through its social sign-in, keyed by provider id.
const STAFF_PROVIDER = "work-account";

/**
 * Starts single sign-on with the work account: Better Auth's client sends the browser to the identity provider,
 * which comes back to `returnTo` (an address of this host) or the dashboard. Rejects when it could not start.
 */
export async function startStaffSignIn(returnTo: string = paths.home): Promise<void> {
  const { authClient } = await import("#web/lib/transport/auth-client");
  await authClient.signIn.social({
    provider: STAFF_PROVIDER,
    callbackURL: returnTo,
    errorCallbackURL: `${paths.staffLogin}?error=sign-in`,
  });
}
