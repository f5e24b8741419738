import { eq } from "drizzle-orm";
import { findPartnerByContactEmail } from "#server/auth/find-partner-by-contact-email";
import { findMembership } from "#server/auth/partner-membership";
import { findPartnerUser } from "#server/auth/partner-users";
import type { OpenPasswordSession } from "#server/auth/password-sessions";
import type { SignedInUser } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerMembers } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { PARTNER_SIGN_IN_REFUSALS, type PartnerSignInRefusal } from "#shared/contracts/auth";
import { trustedDeviceOf } from "./device-cookie";
import { claimSignInAttempt } from "./sign-in-throttle";

export const INVALID_CREDENTIALS = "Invalid email or password.";

function refuse(reason: PartnerSignInRefusal): never {
  throw new AppError("forbidden", PARTNER_SIGN_IN_REFUSALS[reason], { reason, title: "Access Denied" });
}

/**
 * The order of docs/product/partner-sign-in.md#sign-in-refusals: a partner exists for the e-mail, its status is
 * active, then the password. The partner is the one of the person's membership when it is active
 * (docs/product/partner-teams.md); otherwise the most current partner with that contact e-mail speaks first (an
 * applicant has no account yet, and a rejected company's contact may have applied again), then the membership's.
 */
async function checkPartnerPassword(
  db: Db,
  openSession: OpenPasswordSession,
  input: { email: string; password: string },
): Promise<SignedInUser> {
  const partnerUser = await findPartnerUser(db, input.email);
  const membership = partnerUser ? await findMembership(db, partnerUser.id) : undefined;
  const partner =
    membership?.partner.status === "active"
      ? membership.partner
      : ((await findPartnerByContactEmail(db, input.email, "any")) ?? membership?.partner);
  if (!partner) refuse("not_found");
  if (partner.status !== "active") {
    refuse(
      partner.status === "pending" || partner.status === "rejected" || partner.status === "suspended"
        ? partner.status
        : "inactive",
    );
  }
  // Only a member of the active partner signs in: the server takes them for no one else.
  if (!partnerUser || membership?.partner.id !== partner.id) refuse("not_found");
  const user = await openSession(partnerUser.email, input.password);
  if (!user) throw new AppError("unauthorized", INVALID_CREDENTIALS, { title: "Sign In Failed" });
  await db
    .update(partnerMembers)
    .set({ lastSignedInAt: new Date() })
    .where(eq(partnerMembers.userId, partnerUser.id));
  return user;
}

/**
 * Partner sign-in with e-mail and password. Wrong passwords slow the e-mail down and, past a limit, keep out
 * every browser but the partner's own trusted devices (see sign-in-throttle.ts).
 */
export async function signInPartner(
  deps: { db: Db; openSession: OpenPasswordSession; config: { sessionSecret: string } },
  input: { email: string; password: string },
  request: { clientIp: string | undefined; headers: Headers },
): Promise<{ user: SignedInUser }> {
  const device = trustedDeviceOf(deps.config.sessionSecret, input.email, request.headers.get("cookie"));
  const attempt = await claimSignInAttempt(deps.db, input.email, request.clientIp, device);
  const user = await checkPartnerPassword(deps.db, deps.openSession, input).catch(async (error: unknown) => {
    await attempt.settle(
      error instanceof AppError ? (error.kind === "unauthorized" ? "wrong_password" : "refused") : "error",
    );
    throw error;
  });
  await attempt.settle("signed_in");
  return { user };
}
