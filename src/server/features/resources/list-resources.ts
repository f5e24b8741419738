import { count, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { partnerResources } from "#server/db/schema/index";
import type { RowScope } from "#server/platform/partner-scope";
import type { ResourceContentType } from "#shared/enums";
import { resourceColumns } from "./resource-columns";
import { visibleResources } from "./resource-visibility";

/**
 * One page of the library, newest first: searched over the title only (docs/product/resources.md#search),
 * optionally of one type.
 */
export async function listResources(
  db: Db,
  scope: RowScope,
  input: { search?: string; contentType?: ResourceContentType; page: number; pageSize: number },
) {
  const where = visibleResources(
    scope,
    input.search ? ilike(partnerResources.title, containing(input.search)) : undefined,
    input.contentType ? eq(partnerResources.contentType, input.contentType) : undefined,
  );
  const [items, [totalRow]] = await Promise.all([
    db
      .select(resourceColumns)
      .from(partnerResources)
      .where(where)
      .orderBy(desc(partnerResources.createdAt), desc(partnerResources.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(partnerResources).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
