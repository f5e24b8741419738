import { and, eq, isNull, lt, or } from "drizzle-orm";
import { hasPermission, type PermissionProfile } from "#shared/authorization";
import { API_KEY_REFUSALS } from "#shared/contracts/api-keys";
import type { Db } from "../db/client";
import { apiKeys, user } from "../db/schema";
import { AppError } from "../platform/app-error";
import { consumeRateLimit, type RateLimitRule } from "../platform/rate-limit";
import { apiKeyMatches, apiKeyPrefix } from "./api-key-secret";
import { findActiveMembership } from "./partner-membership";
import { loadPermissionProfile } from "./permission-profile";
import type { Caller } from "./session";

/** last_used_at moves at most this often: a busy key would otherwise write its row on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

const refused = (message: string) => new AppError("unauthorized", message);

/**
 * The caller an API key acts as (decision 0028), or 401 for a key that is unknown, revoked, expired or whose
 * partner is no longer active; 429 once the key is over its own rate limit. A partner's key acts as the
 * contact who made it, with that contact's access; an integration's key acts with its permissions, but only
 * those its maker still holds, and is no person: its maker stays `user` only to name who acted in the audit.
 */
export async function apiKeyCaller(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<Caller> {
  const prefix = apiKeyPrefix(key);
  const [found] = prefix
    ? await db
        .select({ key: apiKeys, owner: { id: user.id, email: user.email, name: user.name } })
        .from(apiKeys)
        .innerJoin(user, eq(user.id, apiKeys.createdByUserId))
        .where(eq(apiKeys.prefix, prefix))
        .limit(1)
    : [];
  if (!found || !apiKeyMatches(key, found.key.secretHash)) throw refused(API_KEY_REFUSALS.invalid);
  const { key: row, owner } = found;
  if (row.revokedAt) throw refused(API_KEY_REFUSALS.revoked);
  if (row.expiresAt && row.expiresAt <= now) throw refused(API_KEY_REFUSALS.expired);

  const counted = await consumeRateLimit(db, `api-key:${row.id}`, rule, now.getTime());
  if (!counted.allowed) {
    throw new AppError("rate_limited", API_KEY_REFUSALS.tooManyRequests(counted.retryAfterSeconds), {
      retryAfterSeconds: counted.retryAfterSeconds,
    });
  }
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );

  const ownerProfile = await loadPermissionProfile(db, owner.id);
  let profile: PermissionProfile;
  if (row.partnerId) {
    // The owner must still be a member of this same, active partner: a suspended partner's keys stop
    // working as its sessions do (docs/product/api-and-integrations.md#partner-keys).
    const partner = ownerProfile.roles.includes("partner")
      ? (await findActiveMembership(db, owner.id))?.partner
      : undefined;
    if (partner?.id !== row.partnerId) throw refused(API_KEY_REFUSALS.partnerInactive);
    profile = ownerProfile;
  } else {
    profile = {
      roles: [],
      permissions: row.permissions.filter((name) => hasPermission(ownerProfile, name)).sort(),
      roleLevel: 0,
      departments: [],
    };
  }
  return {
    user: owner,
    sessionId: `api-key:${row.id}`,
    expiresAt: row.expiresAt ?? new Date(8.64e15),
    profile,
    apiKeyId: row.id,
    ...(row.partnerId ? {} : { integration: true as const }),
  };
}
