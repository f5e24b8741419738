import { desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerResources } from "#server/db/schema/index";
import type { RowScope } from "#server/platform/partner-scope";
import type { SearchResult } from "#shared/contracts/search";
import { RESOURCE_CONTENT_TYPE_LABELS } from "#shared/labels";
import { visibleResources } from "../resources/resource-visibility";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { amongCandidates, closeness } from "./text-match";

const COLUMNS = [partnerResources.title];

/** Resources by title, as the library shows them to the caller (drafts only to staff). */
export async function findResources(tx: Db, scope: RowScope, query: string): Promise<SearchResult[]> {
  const found = amongCandidates(partnerResources.id, query, {
    columns: COLUMNS,
    select: (match) =>
      tx.select({ id: partnerResources.id }).from(partnerResources).where(visibleResources(scope, match)),
  });
  const rows = await tx
    .select({ id: partnerResources.id, title: partnerResources.title, type: partnerResources.contentType })
    .from(partnerResources)
    .where(visibleResources(scope, found))
    .orderBy(desc(closeness(query, COLUMNS)), desc(partnerResources.createdAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({
    kind: "resource",
    id: row.id,
    title: row.title,
    detail: RESOURCE_CONTENT_TYPE_LABELS[row.type],
  }));
}
