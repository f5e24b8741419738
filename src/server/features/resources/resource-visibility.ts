import { and, eq, type SQL, sql } from "drizzle-orm";
import { partnerResources, partners } from "#server/db/schema/index";
import type { RowScope } from "#server/platform/partner-scope";

export const NO_SUCH_RESOURCE = "No such resource.";

/** Every partner sees the public resources, and only those (docs/product/resources.md#who-may-do-what). */
const OPEN_TO_PARTNERS = eq(partnerResources.isPublic, true);

/**
 * The resources a caller may see, narrowed by further conditions: public ones for partners, every one (drafts
 * too) for staff holding manage_partners. A partner asking for a draft gets 404 like for a missing one.
 */
export function visibleResources(scope: RowScope, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return scope.partnerId === null ? and(...conditions) : and(OPEN_TO_PARTNERS, ...conditions);
}

/** The active partners that see this resource in their library, as one column of partner ids. */
export function partnersSeeing(resourceId: string): SQL {
  return sql`select ${partners.id} from ${partners}
    where ${partners.status} = 'active'
    and exists (select 1 from ${partnerResources} where ${and(eq(partnerResources.id, resourceId), OPEN_TO_PARTNERS)})`;
}
