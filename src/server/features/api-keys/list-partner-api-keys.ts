import type { Db } from "#server/db/client";
import { apiKeys } from "#server/db/schema/index";
import { ownRows, type PartnerScope } from "#server/platform/partner-scope";
import type { ApiKeyItem } from "#shared/contracts/api-keys";
import { apiKeyItems } from "./api-key-rows";

/** The partner's own keys, revoked and expired ones too, newest first. */
export function listPartnerApiKeys(db: Db, scope: PartnerScope): Promise<ApiKeyItem[]> {
  return apiKeyItems(db, ownRows(scope, apiKeys));
}
