import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { ApiKeyItem } from "#shared/contracts/api-keys";
import { apiKeyItems } from "./api-key-rows";
import { managedIntegrationKeys } from "./integration-keys";

/** The integration keys the caller manages, revoked and expired ones too, newest first. */
export function listIntegrationApiKeys(db: Db, caller: Caller): Promise<ApiKeyItem[]> {
  return apiKeyItems(db, managedIntegrationKeys(caller));
}
