import { newApiKeySecret } from "#server/auth/api-key-secret";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { apiKeys } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { CreatedApiKey } from "#shared/contracts/api-keys";
import { permissionChangeRefusal } from "#shared/grant-rules";
import type { PermissionName } from "#shared/permissions";
import { apiKeyItem, expiryAfter } from "./api-key-rows";

/**
 * Staff with manage_integrations make a key for an integration with a chosen set of permissions
 * (docs/product/api-and-integrations.md#integration-keys). Each permission passes the grant rules of decision
 * 0017 as if the caller granted it to a person: only what they hold, manage_users and manage_roles only by an
 * admin. The whole key is in the answer and nowhere else.
 */
export async function createIntegrationApiKey(
  db: Db,
  caller: Caller,
  input: { name: string; expiresInDays: number | null; permissions: PermissionName[] },
): Promise<CreatedApiKey> {
  const permissions = [...new Set(input.permissions)].sort();
  const grantor = { id: caller.user.id, profile: caller.profile };
  for (const permission of permissions) {
    const refusal = permissionChangeRefusal(grantor, permission);
    if (refusal) throw new AppError("forbidden", refusal, { field: "permissions" });
  }
  const secret = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        prefix: secret.prefix,
        secretHash: secret.secretHash,
        partnerId: null,
        createdByUserId: caller.user.id,
        permissions,
        expiresAt: expiryAfter(input.expiresInDays),
      })
      .returning();
    if (!row) throw new Error("the API key insert returned no row");
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "api_key_created",
      subject: { type: "api_key", id: row.id, label: row.name },
      details: {
        api_key_id: row.id,
        prefix: row.prefix,
        kind: "integration",
        expires_at: row.expiresAt?.toISOString() ?? null,
        permissions,
      },
    });
    return { apiKey: await apiKeyItem(tx, row.id), secret: secret.key };
  });
}
