import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { ApiKeyItem } from "#shared/contracts/api-keys";
import { managedIntegrationKeys } from "./integration-keys";
import { revokeApiKey } from "./revoke-api-key";

/** Revokes an integration key the caller manages (an admin any; others their own). */
export function revokeIntegrationApiKey(
  db: Db,
  caller: Caller,
  input: { id: string },
): Promise<{ apiKey: ApiKeyItem }> {
  return revokeApiKey(db, caller, managedIntegrationKeys(caller), input.id);
}
