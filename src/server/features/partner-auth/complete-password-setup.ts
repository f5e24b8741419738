import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Auth } from "#server/auth/auth";
import { findActiveMembership } from "#server/auth/partner-membership";
import { verifyPassword } from "#server/auth/password";
import { assertPasswordAllowed } from "#server/auth/password-rules";
import type { OpenPasswordSession } from "#server/auth/password-sessions";
import { findPasswordSetupToken, revokePasswordSetupTokens } from "#server/auth/password-setup-tokens";
import type { SignedInUser } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { account, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/contracts/auth";

const INVALID_SETUP_LINK = "This password setup link is invalid or has expired.";
const PASSWORD_ALREADY_SET = "This is already your password. Please sign in with it.";

const invalidLink = () => new AppError("bad_request", INVALID_SETUP_LINK, { reason: "invalid_link" });

/**
 * Sets the password from a setup link (the link works once), ends the user's other sessions and signs them in.
 * The current password again is refused as 'Password Already Set'.
 */
export async function completePasswordSetup(
  deps: { db: Db; auth: Auth; openSession: OpenPasswordSession },
  input: { token: string; password: string },
): Promise<{ user: SignedInUser }> {
  const found = await findPasswordSetupToken(deps.auth, input.token);
  if (!found) throw invalidLink();
  const [owner] = await deps.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, found.userId))
    .limit(1);
  if (!owner) throw invalidLink();
  // A link mailed while the partner was active must not reopen the account once it is suspended, nor once its
  // owner is no longer a member.
  const membership = await findActiveMembership(deps.db, found.userId);
  if (!membership) {
    throw new AppError("forbidden", PARTNER_SIGN_IN_REFUSALS.inactive, { reason: "inactive" });
  }
  const [credential] = await deps.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, found.userId), eq(account.providerId, "credential")))
    .limit(1);
  if (credential?.password && (await verifyPassword(credential.password, input.password))) {
    throw new AppError("conflict", PASSWORD_ALREADY_SET, {
      reason: "password_already_set",
      title: "Password Already Set",
    });
  }
  assertPasswordAllowed(input.password, { email: owner.email, companyName: membership.partner.companyName });
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    // Another request used the link first.
    if (error instanceof APIError && error.statusCode < 500) throw invalidLink();
    throw error;
  }
  // Every other setup link of this user dies with this one: an older mail must not reset the new password.
  await revokePasswordSetupTokens(deps.db, found.userId);
  const signedIn = await deps.openSession(owner.email, input.password);
  if (!signedIn) throw new Error("the password just set did not open a session");
  return { user: signedIn };
}
