import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys, partners } from "../db/schema";
import { apiKeyMatches, apiKeyPrefix, presentedApiKey } from "./api-key-secret";
import type { Auth } from "./auth";
import { getCallerSession } from "./session";

/**
 * Who a REST request is, as a name for what belongs to one caller (its idempotency keys, decision 0029):
 * `api-key:<id>` for a valid API key (which, as in decision 0028, wins over a cookie), `user:<id>` for a
 * session, undefined for anyone else (a partner's key whose partner is not active included). It authenticates
 * without counting the request against the key's rate limit: the procedure counts it once, when it runs.
 */
export async function requestCallerId(
  db: Db,
  auth: Auth,
  headers: Headers,
  now = new Date(),
): Promise<string | undefined> {
  const key = presentedApiKey(headers);
  if (key === undefined) {
    const session = await getCallerSession(auth, headers, undefined);
    return session ? `user:${session.user.id}` : undefined;
  }
  const prefix = apiKeyPrefix(key);
  if (!prefix) return undefined;
  const [row] = await db
    .select({
      id: apiKeys.id,
      secretHash: apiKeys.secretHash,
      revokedAt: apiKeys.revokedAt,
      expiresAt: apiKeys.expiresAt,
      partnerId: apiKeys.partnerId,
      partnerStatus: partners.status,
    })
    .from(apiKeys)
    .leftJoin(partners, eq(partners.id, apiKeys.partnerId))
    .where(eq(apiKeys.prefix, prefix))
    .limit(1);
  if (!row || !apiKeyMatches(key, row.secretHash) || row.revokedAt) return undefined;
  if (row.expiresAt && row.expiresAt <= now) return undefined;
  if (row.partnerId && row.partnerStatus !== "active") return undefined;
  return `api-key:${row.id}`;
}
