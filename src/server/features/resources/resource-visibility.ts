import { and, eq, type SQL } from "drizzle-orm";
import { partnerResources } from "#server/db/schema/index";
import type { RowScope } from "#server/platform/partner-scope";

export const NO_SUCH_RESOURCE = "No such resource.";

/**
 * The resources a caller may see, narrowed by further conditions: public ones for partners, every one (drafts
 * too) for staff holding manage_partners. A partner asking for a draft gets 404 like for a missing one.
 */
export function visibleResources(scope: RowScope, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return scope.partnerId === null
    ? and(...conditions)
    : and(eq(partnerResources.isPublic, true), ...conditions);
}
