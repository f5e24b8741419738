import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import type { PartnerScope } from "#server/platform/partner-scope";
import type { CreatedApiKey } from "#shared/contracts/api-keys";
import { storeNewApiKey } from "./store-new-api-key";

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
  return storeNewApiKey(db, {
    name: input.name,
    expiresInDays: input.expiresInDays,
    createdByUserId: caller.user.id,
    partnerId: scope.partnerId,
    permissions: [],
  });
}
