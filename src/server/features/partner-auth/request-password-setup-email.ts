import { findActiveMembership } from "#server/auth/partner-membership";
import { findPartnerUser } from "#server/auth/partner-users";
import { createPasswordSetupToken, partnerLinks } from "#server/auth/password-setup-tokens";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { enqueueEmail } from "#server/platform/email/outbox";
import { passwordSetupEmail } from "#server/platform/email/templates/password-setup";
import { enforceRateLimits, type RateLimitRule } from "#server/platform/rate-limit";

const ONE_HOUR = 60 * 60 * 1000;
const SETUP_EMAIL_LIMITS = {
  perEmail: { limit: 3, windowMs: ONE_HOUR },
  perAddress: { limit: 20, windowMs: ONE_HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * Mails a one-time password setup link (7 days), but only to a member of an active partner
 * (docs/product/partner-teams.md). The caller always gets the same answer, so the form cannot be used to find out
 * who is a partner. The token and the mail carrying it are written together: both or neither.
 */
export async function requestPasswordSetupEmail(
  deps: { db: Db; config: Config },
  email: string,
  request: { clientIp: string | undefined },
): Promise<void> {
  await enforceRateLimits(
    deps.db,
    "partner-setup-email",
    { email, clientIp: request.clientIp },
    SETUP_EMAIL_LIMITS,
  );
  const partnerUser = await findPartnerUser(deps.db, email);
  if (!partnerUser) return;
  const membership = await findActiveMembership(deps.db, partnerUser.id);
  if (!membership) return;
  const { partner } = membership;
  await deps.db.transaction(async (tx) => {
    const token = await createPasswordSetupToken(tx, partnerUser.id);
    await enqueueEmail(
      tx,
      passwordSetupEmail({
        to: partnerUser.email,
        contactName: partnerUser.name,
        companyName: partner.companyName,
        ...partnerLinks(deps.config, token),
      }),
    );
  });
}
