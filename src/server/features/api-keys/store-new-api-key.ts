import { newApiKeySecret } from "#server/auth/api-key-secret";
import type { Db } from "#server/db/client";
import { apiKeys } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { CreatedApiKey } from "#shared/contracts/api-keys";
import type { PermissionName } from "#shared/permissions";
import { apiKeyItem, expiryAfter } from "./api-key-rows";

/** A new key of a partner (it acts as its maker) or of an integration (it acts with `permissions`). */
export interface NewApiKey {
  name: string;
  expiresInDays: number | null;
  createdByUserId: string;
  partnerId: string | null;
  permissions: PermissionName[];
}

/**
 * Stores a new key (only its hash) with its audit entry, in one transaction, and answers the whole key: the one
 * time it is shown.
 */
export function storeNewApiKey(db: Db, key: NewApiKey): Promise<CreatedApiKey> {
  const secret = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: key.name,
        prefix: secret.prefix,
        secretHash: secret.secretHash,
        partnerId: key.partnerId,
        createdByUserId: key.createdByUserId,
        permissions: key.permissions,
        expiresAt: expiryAfter(key.expiresInDays),
      })
      .returning();
    if (!row) throw new Error("the API key insert returned no row");
    await recordAudit(tx, {
      partnerId: key.partnerId,
      actorUserId: key.createdByUserId,
      action: "api_key_created",
      subject: { type: "api_key", id: row.id, label: row.name },
      details: {
        api_key_id: row.id,
        prefix: row.prefix,
        kind: key.partnerId ? "partner" : "integration",
        expires_at: row.expiresAt?.toISOString() ?? null,
        permissions: key.permissions,
      },
    });
    return { apiKey: await apiKeyItem(tx, row.id), secret: secret.key };
  });
}
