import type { Auth } from "#server/auth/auth";
import { findPasswordSetupToken } from "#server/auth/password-setup-tokens";

/** Whether a password setup link can still be used: known, unused and not expired. */
export async function isSetupTokenValid(auth: Auth, token: string): Promise<boolean> {
  return (await findPasswordSetupToken(auth, token)) !== null;
}
