import { APIError } from "better-auth/api";
import { and, desc, eq, sql } from "drizzle-orm";
import { PARTNER_SIGN_IN_REFUSALS, type PartnerSignInRefusal } from "../../../shared/contracts/auth";
import type { Auth } from "../../auth/auth";
import { findPartnerUser } from "../../auth/partner-users";
import { verifyPassword } from "../../auth/password";
import {
  createPasswordSetupToken,
  findPasswordSetupToken,
  partnerLinks,
  revokePasswordSetupTokens,
} from "../../auth/password-setup-tokens";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { account, partners, user } from "../../db/schema";
import { AppError } from "../../platform/app-error";
import { enqueueEmail } from "../../platform/email/outbox";
import { passwordSetupEmail } from "../../platform/email/templates/password-setup";
import { enforceRateLimits, type RateLimitRule } from "../../platform/rate-limit";
import { claimSignInAttempt } from "./sign-in-throttle";

export interface PartnerAuthDeps {
  db: Db;
  auth: Auth;
  config: Config;
}

const ONE_HOUR = 60 * 60 * 1000;
const SETUP_EMAIL_LIMITS = {
  perEmail: { limit: 3, windowMs: ONE_HOUR },
  perAddress: { limit: 20, windowMs: ONE_HOUR },
} satisfies Record<string, RateLimitRule>;

export const INVALID_CREDENTIALS = "Invalid email or password.";
const INVALID_SETUP_LINK = "This password setup link is invalid or has expired.";
const PASSWORD_ALREADY_SET = "This is already your password. Please sign in with it.";

// When one e-mail has several partner rows (a rejected company may apply again), the most current one decides.
const STATUS_PRIORITY = sql`case ${partners.status} when 'active' then 0 when 'pending' then 1 when 'suspended' then 2 else 3 end`;

async function findPartnerByEmail(db: Db, email: string) {
  const [partner] = await db
    .select()
    .from(partners)
    .where(sql`lower(${partners.contactEmail}) = ${email}`)
    .orderBy(STATUS_PRIORITY, desc(partners.createdAt))
    .limit(1);
  return partner;
}

/** The request as the services see it. */
export interface SignInRequest {
  headers: Headers;
  clientIp: string | undefined;
}

/** Checks the password through Better Auth and opens a session; returns its cookies to pass on. */
async function startPasswordSession(auth: Auth, email: string, password: string, headers: Headers) {
  const { headers: responseHeaders, response } = await auth.api.signInEmail({
    body: { email, password, rememberMe: true },
    headers,
    returnHeaders: true,
  });
  return {
    user: { id: response.user.id, email: response.user.email, name: response.user.name },
    cookies: responseHeaders.getSetCookie(),
  };
}

function refuse(reason: PartnerSignInRefusal): never {
  throw new AppError("forbidden", PARTNER_SIGN_IN_REFUSALS[reason], { reason, title: "Access Denied" });
}

/**
 * Partner sign-in, checked in the spec's order: a partner with that contact e-mail exists, its status is active,
 * then the password. Wrong passwords slow the e-mail down rather than lock it (see sign-in-throttle.ts).
 */
export async function signInPartner(
  deps: PartnerAuthDeps,
  input: { email: string; password: string },
  request: SignInRequest,
) {
  const attempt = await claimSignInAttempt(deps.db, input.email, request.clientIp);
  const session = await checkPartnerPassword(deps, input, request).catch(async (error: unknown) => {
    await attempt.settle(
      error instanceof AppError ? (error.kind === "unauthorized" ? "wrong_password" : "refused") : "error",
    );
    throw error;
  });
  await attempt.settle("signed_in");
  return session;
}

async function checkPartnerPassword(
  deps: PartnerAuthDeps,
  input: { email: string; password: string },
  request: SignInRequest,
) {
  const partner = await findPartnerByEmail(deps.db, input.email);
  if (!partner) refuse("not_found");
  if (partner.status !== "active") {
    refuse(
      partner.status === "pending" || partner.status === "rejected" || partner.status === "suspended"
        ? partner.status
        : "inactive",
    );
  }
  const partnerUser = await findPartnerUser(deps.db, input.email);
  if (!partnerUser) refuse("not_found");

  try {
    return await startPasswordSession(deps.auth, partnerUser.email, input.password, request.headers);
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      throw new AppError("unauthorized", INVALID_CREDENTIALS, { title: "Sign In Failed" });
    }
    throw error;
  }
}

/**
 * Mails a one-time password setup link, but only to the contact of an active partner. The caller always gets the
 * same answer, so the form cannot be used to find out who is a partner.
 */
export async function requestPasswordSetupEmail(
  deps: PartnerAuthDeps,
  email: string,
  request: { clientIp: string | undefined },
): Promise<void> {
  await enforceRateLimits(
    deps.db,
    "partner-setup-email",
    { email, clientIp: request.clientIp },
    SETUP_EMAIL_LIMITS,
  );
  const partner = await findPartnerByEmail(deps.db, email);
  if (partner?.status !== "active") return;
  const partnerUser = await findPartnerUser(deps.db, email);
  if (!partnerUser) return;
  await queuePasswordSetupEmail(deps, {
    userId: partnerUser.id,
    to: partnerUser.email,
    contactName: partner.contactName,
    companyName: partner.companyName,
  });
}

/** Creates a one-time setup token (7 days) and queues the mail carrying its link: both or neither. */
async function queuePasswordSetupEmail(
  deps: PartnerAuthDeps,
  target: { userId: string; to: string; contactName: string; companyName: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const token = await createPasswordSetupToken(tx, target.userId);
    await enqueueEmail(
      tx,
      passwordSetupEmail({
        to: target.to,
        contactName: target.contactName,
        companyName: target.companyName,
        ...partnerLinks(deps.config, token),
      }),
    );
  });
}

export async function isSetupTokenValid(auth: Auth, token: string): Promise<boolean> {
  return (await findPasswordSetupToken(auth, token)) !== null;
}

/**
 * Sets the password from a setup link (the link works once), ends the user's other sessions and signs them in.
 * The current password again is refused as 'Password Already Set'.
 */
export async function completePasswordSetup(
  deps: PartnerAuthDeps,
  input: { token: string; password: string },
  request: SignInRequest,
) {
  const found = await findPasswordSetupToken(deps.auth, input.token);
  if (!found) throw new AppError("bad_request", INVALID_SETUP_LINK, { reason: "invalid_link" });
  const [owner] = await deps.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, found.userId))
    .limit(1);
  if (!owner) throw new AppError("bad_request", INVALID_SETUP_LINK, { reason: "invalid_link" });
  // A link mailed while the partner was active must not reopen the account once it is suspended.
  const partner = await findPartnerByEmail(deps.db, owner.email.toLowerCase());
  if (partner?.status !== "active" || !(await findPartnerUser(deps.db, owner.email.toLowerCase()))) {
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
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    // Another request used the link first.
    if (error instanceof APIError && error.statusCode < 500) {
      throw new AppError("bad_request", INVALID_SETUP_LINK, { reason: "invalid_link" });
    }
    throw error;
  }
  // Every other setup link of this user dies with this one: an older mail must not reset the new password.
  await revokePasswordSetupTokens(deps.db, found.userId);
  return startPasswordSession(deps.auth, owner.email, input.password, request.headers);
}
