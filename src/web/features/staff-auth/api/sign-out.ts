/** Ends the current session, staff or partner, through Better Auth's client; rejects when it could not. */
export async function signOutSession(): Promise<void> {
  const { authClient } = await import("#web/lib/transport/auth-client");
  await authClient.signOut();
}
