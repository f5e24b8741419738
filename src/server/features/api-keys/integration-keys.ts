import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import { apiKeys } from "#server/db/schema/index";
import { isAdmin } from "#shared/authorization";

/**
 * The integration keys a caller with manage_integrations manages: an admin every one, anyone else those they
 * made (docs/product/api-and-integrations.md#integration-keys). Another's key is not found, as a missing one.
 */
export function managedIntegrationKeys(caller: Caller, ...conditions: SQL[]): SQL | undefined {
  return and(
    isNull(apiKeys.partnerId),
    isAdmin(caller.profile) ? undefined : eq(apiKeys.createdByUserId, caller.user.id),
    ...conditions,
  );
}
