import { and, eq, ne } from "drizzle-orm";
import { hashPassword, verifyPassword } from "#server/auth/password";
import { assertPasswordAllowed } from "#server/auth/password-rules";
import type { Caller } from "#server/auth/session";
import { partnerPortalUrl } from "#server/auth/trusted-origins";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { account, session } from "#server/db/schema/index";
import { AppError, rateLimited } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { enqueueEmail } from "#server/platform/email/outbox";
import { passwordChangedEmail } from "#server/platform/email/templates/password-changed";
import { type RateLimitRule, releaseRateLimit, reserveRateLimit } from "#server/platform/rate-limit";
import { WRONG_CURRENT_PASSWORD } from "#shared/contracts/profile";

/** Wrong current passwords a session may try: enough for typos, too few to guess it from a borrowed session. */
export const CURRENT_PASSWORD_TRIES: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };

/**
 * A partner's contact changes their own password (docs/product/profile-and-preferences.md#password): the current
 * one must match; in one transaction the new one is stored, every other session of theirs ends (this one stays),
 * the partner's audit trail records it and a mail saying so is queued.
 */
export async function changePassword(
  deps: { db: Db; config: Config },
  caller: Caller,
  partner: { id: string; contactName: string; companyName: string },
  input: { currentPassword: string; password: string },
): Promise<{ otherSessionsEnded: number }> {
  assertPasswordAllowed(input.password, { email: caller.user.email, companyName: partner.companyName });
  // Counted outside the transaction, which a wrong password rolls back; a change that succeeds is not counted.
  const { result, reservation } = await reserveRateLimit(
    deps.db,
    `password-change:${caller.user.id}`,
    CURRENT_PASSWORD_TRIES,
  );
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
  const changed = await deps.db.transaction(async (tx) => {
    const [credential] = await tx
      .select({ id: account.id, password: account.password })
      .from(account)
      .where(and(eq(account.userId, caller.user.id), eq(account.providerId, "credential")))
      .limit(1)
      .for("update");
    if (!credential?.password || !(await verifyPassword(credential.password, input.currentPassword))) {
      throw new AppError("bad_request", WRONG_CURRENT_PASSWORD, {
        reason: "wrong_current_password",
        field: "currentPassword",
      });
    }
    await tx
      .update(account)
      .set({ password: await hashPassword(input.password) })
      .where(eq(account.id, credential.id));
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, caller.user.id), ne(session.id, caller.sessionId)))
      .returning({ id: session.id });
    await recordAudit(tx, {
      action: "password_changed",
      details: { email: caller.user.email, other_sessions_ended: ended.length },
      partnerId: partner.id,
      actorUserId: caller.user.id,
      subject: { type: "user", id: caller.user.id, label: caller.user.email },
    });
    const portal = partnerPortalUrl(deps.config);
    await enqueueEmail(
      tx,
      passwordChangedEmail({
        to: caller.user.email,
        contactName: partner.contactName,
        loginUrl: `${portal.base}${portal.loginPath}`,
      }),
    );
    return { otherSessionsEnded: ended.length };
  });
  await releaseRateLimit(deps.db, reservation);
  return changed;
}
