/** Ends the current session, staff or partner, through Better Auth's sign-out endpoint. */
export async function signOutSession(): Promise<void> {
  const response = await fetch("/api/auth/sign-out", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`Sign-out failed (HTTP ${response.status})`);
}
