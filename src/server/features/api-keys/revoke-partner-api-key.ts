import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { apiKeys } from "#server/db/schema/index";
import { ownRows, type PartnerScope } from "#server/platform/partner-scope";
import type { ApiKeyItem } from "#shared/contracts/api-keys";
import { revokeApiKey } from "./revoke-api-key";

/** A partner contact revokes one of its partner's keys; another partner's is not found (decision 0010). */
export function revokePartnerApiKey(
  db: Db,
  caller: Caller,
  scope: PartnerScope,
  input: { id: string },
): Promise<{ apiKey: ApiKeyItem }> {
  return revokeApiKey(db, caller, ownRows(scope, apiKeys), input.id);
}
