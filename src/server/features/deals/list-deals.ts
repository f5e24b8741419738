import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DealStatus } from "../../../shared/enums";
import type { Db } from "../../db/client";
import { partnerDeals, partners } from "../../db/schema";
import { ownRows, type RowScope } from "../partners/partner-scope";
import { dealSummaryColumns } from "./deal-columns";

/** `%term%` for ILIKE with the term's own % and _ matched literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of deals, newest first: a partner's own, or for staff every partner's, optionally of one partner
 * and one status, and matching a search over the customer, its contact, and the partner's company and contact
 * (case-insensitive).
 */
export async function listDeals(
  db: Db,
  scope: RowScope,
  input: { partnerId?: string; status?: DealStatus; search?: string; page: number; pageSize: number },
) {
  const search = input.search ? containing(input.search) : undefined;
  const filters: (SQL | undefined)[] = [
    input.partnerId ? eq(partnerDeals.partnerId, input.partnerId) : undefined,
    input.status ? eq(partnerDeals.status, input.status) : undefined,
    search
      ? or(
          ilike(partnerDeals.companyName, search),
          ilike(partnerDeals.contactPerson, search),
          ilike(partners.companyName, search),
          ilike(partners.contactName, search),
        )
      : undefined,
  ];
  const where = ownRows(scope, partnerDeals, ...filters);
  const [items, [totalRow]] = await Promise.all([
    db
      .select(dealSummaryColumns(scope))
      .from(partnerDeals)
      .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
      .where(where)
      .orderBy(desc(partnerDeals.submittedAt), desc(partnerDeals.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    // Every deal has its partner (foreign key, restrict): only the search over partner names needs the join.
    search
      ? db
          .select({ total: count() })
          .from(partnerDeals)
          .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
          .where(where)
      : db.select({ total: count() }).from(partnerDeals).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
