import { newApiKeySecret } from "#server/auth/api-key-secret";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { apiKeys } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import type { PartnerScope } from "#server/platform/partner-scope";
import type { CreatedApiKey } from "#shared/contracts/api-keys";
import { apiKeyItem, expiryAfter } from "./api-key-rows";

/**
 * A partner contact makes a key for its own partner (docs/product/api-and-integrations.md#partner-keys): it
 * acts as this contact. The whole key is in the answer and nowhere else; the audit entry names its prefix.
 */
export async function createPartnerApiKey(
  db: Db,
  caller: Caller,
  scope: PartnerScope,
  input: { name: string; expiresInDays: number | null },
): Promise<CreatedApiKey> {
  const secret = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        prefix: secret.prefix,
        secretHash: secret.secretHash,
        partnerId: scope.partnerId,
        createdByUserId: caller.user.id,
        expiresAt: expiryAfter(input.expiresInDays),
      })
      .returning();
    if (!row) throw new Error("the API key insert returned no row");
    await recordAudit(tx, {
      partnerId: scope.partnerId,
      actorUserId: caller.user.id,
      action: "api_key_created",
      subject: { type: "api_key", id: row.id, label: row.name },
      details: {
        api_key_id: row.id,
        prefix: row.prefix,
        kind: "partner",
        expires_at: row.expiresAt?.toISOString() ?? null,
        permissions: [],
      },
    });
    return { apiKey: await apiKeyItem(tx, row.id), secret: secret.key };
  });
}
