import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { apiKeys } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { ownRowOrNotFound } from "#server/platform/partner-scope";
import { API_KEY_NOT_FOUND, type ApiKeyItem } from "#shared/contracts/api-keys";
import { apiKeyItem } from "./api-key-rows";

/**
 * Revokes one key among those `whose` selects: from the next request on it answers 401. Revoking a revoked key
 * changes nothing and records nothing; a key outside `whose` is not found.
 */
export async function revokeApiKey(
  db: Db,
  caller: Caller,
  whose: SQL | undefined,
  id: string,
): Promise<{ apiKey: ApiKeyItem }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(apiKeys)
      .where(and(whose, eq(apiKeys.id, id)))
      .for("update");
    const key = ownRowOrNotFound(found, API_KEY_NOT_FOUND);
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (revoked) {
      await recordAudit(tx, {
        partnerId: key.partnerId,
        actorUserId: caller.user.id,
        action: "api_key_revoked",
        subject: { type: "api_key", id: key.id, label: key.name },
        details: { api_key_id: key.id, prefix: key.prefix, kind: key.partnerId ? "partner" : "integration" },
      });
    }
    return { apiKey: await apiKeyItem(tx, id) };
  });
}
