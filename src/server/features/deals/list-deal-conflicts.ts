import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import { dealSummaryColumns, duplicates } from "./deal-columns";
import { getDeal } from "./get-deal";

/** At most this many conflicting deals are listed beside a deal; more than a handful is itself the finding. */
const MAX_CONFLICTS = 50;

const subject = alias(partnerDeals, "subject");

/**
 * For staff: a deal beside the open deals its `Possible duplicate` badge stands for (see duplicates: other
 * partners' deals for the same end customer, and the same partner's earlier ones), the earliest registration
 * first. Both are read at once: the conflicts join the deal itself for its customer and partner.
 */
export async function listDealConflicts(db: Pick<Db, "select">, id: string) {
  const [deal, conflicts] = await Promise.all([
    getDeal(db, ALL_PARTNERS, id),
    db
      .select(dealSummaryColumns(ALL_PARTNERS))
      .from(partnerDeals)
      .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
      .innerJoin(subject, and(eq(subject.id, id), duplicates(partnerDeals, subject)))
      .orderBy(asc(partnerDeals.submittedAt), asc(partnerDeals.id))
      .limit(MAX_CONFLICTS),
  ]);
  return { deal, conflicts };
}
