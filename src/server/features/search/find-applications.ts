import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerApplications, partners } from "#server/db/schema/index";
import type { SearchResult } from "#shared/contracts/search";
import { APPLICATION_STATUS_LABELS } from "#shared/labels";
import { RESULTS_PER_KIND } from "./results-per-kind";
import { amongCandidates, closeness } from "./text-match";

// An application is filed by its partner's row: the partner's names are the application's.
const COLUMNS = [partners.companyName, partners.contactName, partners.contactEmail];

/** Applications by the applying company, contact or e-mail, for their reviewers: the closest candidates. */
export async function findApplications(tx: Db, query: string): Promise<SearchResult[]> {
  const found = amongCandidates(partnerApplications.id, query, {
    columns: [partners.companyName, partners.contactName],
    addresses: [partners.contactEmail],
    select: (match) =>
      tx
        .select({ id: partnerApplications.id })
        .from(partnerApplications)
        .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
        .where(match),
  });
  const rows = await tx
    .select({ id: partnerApplications.id, title: partners.companyName, status: partnerApplications.status })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .where(found)
    .orderBy(desc(closeness(query, COLUMNS)), desc(partnerApplications.submittedAt))
    .limit(RESULTS_PER_KIND);
  return rows.map((row) => ({
    kind: "application",
    id: row.id,
    title: row.title,
    detail: APPLICATION_STATUS_LABELS[row.status],
  }));
}
