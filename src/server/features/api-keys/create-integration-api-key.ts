import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { AppError } from "#server/platform/app-error";
import type { CreatedApiKey } from "#shared/contracts/api-keys";
import { permissionChangeRefusal } from "#shared/grant-rules";
import type { PermissionName } from "#shared/permissions";
import { storeNewApiKey } from "./store-new-api-key";

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
  return storeNewApiKey(db, {
    name: input.name,
    expiresInDays: input.expiresInDays,
    createdByUserId: caller.user.id,
    partnerId: null,
    permissions,
  });
}
