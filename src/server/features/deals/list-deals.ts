import { and, count, desc, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  cappedResult,
  countUpTo,
  countUpToLimit,
  SEARCH_TOTAL_CAP,
  TOTAL_CAP,
} from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { REUSED, reusableQueries } from "#server/db/reusable-queries";
import { partnerDeals, partners } from "#server/db/schema/index";
import { ALL_PARTNERS, ownRows, type RowScope, type StatementScope } from "#server/platform/partner-scope";
import type { DealStatus } from "#shared/enums";
import { dealSummaryColumns } from "./deal-columns";

/**
 * Partners whose names match go into the query as a list of ids up to this many, so PostgreSQL can use the
 * partner index beside the trigram indexes. Longer lists cost more to plan than to run; then a subquery.
 */
const LISTED_PARTNERS = 200;

/** The deals whose partner's company or contact matches the pattern, among the partners the list may show. */
async function partnerNamesMatch(db: Db, partnerIds: (string | undefined)[], pattern: string) {
  // A new builder each time: a builder's limit() changes the builder itself.
  const matching = () =>
    db
      .select({ id: partners.id })
      .from(partners)
      .where(
        and(
          ...partnerIds.map((id) => (id ? eq(partners.id, id) : undefined)),
          or(ilike(partners.companyName, pattern), ilike(partners.contactName, pattern)),
        ),
      );
  const found = await matching().limit(LISTED_PARTNERS + 1);
  if (found.length > LISTED_PARTNERS) return inArray(partnerDeals.partnerId, matching());
  if (found.length === 0) return undefined;
  return inArray(
    partnerDeals.partnerId,
    found.map((partner) => partner.id),
  );
}

/**
 * The search: the deal's customer or contact (lower(...) LIKE is ILIKE, written so it matches the lower-cased
 * names the indexes hold), or its partner's company or contact. The cheap partner test goes first.
 */
async function searchCondition(
  db: Db,
  scope: RowScope,
  input: { partnerId?: string; search: string },
): Promise<SQL | undefined> {
  const pattern = containing(input.search);
  return or(
    await partnerNamesMatch(db, [scope.partnerId ?? undefined, input.partnerId], pattern),
    sql`lower(${partnerDeals.companyName}) like lower(${pattern})`,
    sql`lower(${partnerDeals.contactPerson}) like lower(${pattern})`,
  );
}

/** What the deals list and its export filter by. */
export type DealFilters = { partnerId?: string; submittedBy?: string; status?: DealStatus; search?: string };
type ListInput = DealFilters & { page: number; pageSize: number };

/** The condition for the deals a list or export shows: the scope's own, the filters, the search. */
export async function dealsMatching(db: Db, scope: RowScope, filters: DealFilters): Promise<SQL | undefined> {
  const { search } = filters;
  // ownRows keeps a partner to its own deals.
  return ownRows(
    scope,
    partnerDeals,
    filters.partnerId ? eq(partnerDeals.partnerId, filters.partnerId) : undefined,
    filters.submittedBy ? eq(partnerDeals.submittedBy, filters.submittedBy) : undefined,
    filters.status ? eq(partnerDeals.status, filters.status) : undefined,
    search ? await searchCondition(db, scope, { partnerId: filters.partnerId, search }) : undefined,
  );
}

/** Lists run newest first; the id settles ties. */
const LIST_ORDER = [desc(partnerDeals.submittedAt), desc(partnerDeals.id)];

/** The deals with these ids in list order, as lists show them: the page's columns are worked out for it alone. */
function rowsOf(db: Db, scope: StatementScope, ids: string[] | SQLWrapper) {
  return db
    .select(dealSummaryColumns(scope))
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(inArray(partnerDeals.id, ids))
    .orderBy(...LIST_ORDER);
}

/**
 * The two statements of a page near the top of a list without a search or a partner filter (the deals list as
 * it opens, or of one status), built once per database for staff and once for partner admins (a sales rep's
 * list takes the general way): the partner, the status, the page and the count's cap are placeholders.
 */
const topOfListQueries = reusableQueries((db: Db, shape: string) => {
  const scope: StatementScope = shape.startsWith("staff")
    ? ALL_PARTNERS
    : { partnerId: sql.placeholder("scopePartnerId"), repId: null };
  const where = ownRows(
    scope,
    partnerDeals,
    shape.endsWith("by-status") ? eq(partnerDeals.status, sql.placeholder("status")) : undefined,
  );
  const pageIds = db
    .select({ id: partnerDeals.id })
    .from(partnerDeals)
    .where(where)
    .orderBy(...LIST_ORDER)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
  return {
    items: rowsOf(db, scope, pageIds).prepare(REUSED),
    count: countUpToLimit(db, partnerDeals, where).prepare(REUSED),
  };
});

/**
 * One page of deals, newest first: a partner's own, or for staff every partner's, optionally of one partner
 * and one status, and matching a search over the customer, its contact, and the partner's company and contact
 * (case-insensitive).
 *
 * The total is exact up to a cap (TOTAL_CAP, SEARCH_TOTAL_CAP, or to the end of the next page if that is
 * further, so a next page stays reachable); past it `total` is that number and `totalCapped` says there are more.
 */
export async function listDeals(db: Db, scope: RowScope, input: ListInput) {
  const { search } = input;
  const where = await dealsMatching(db, scope, input);
  const offset = (input.page - 1) * input.pageSize;
  const cap = search ? SEARCH_TOTAL_CAP : TOTAL_CAP;
  const upTo = countUpTo(input, cap);
  const result = (items: Awaited<ReturnType<typeof rowsOf>>, counted: { count: number } | undefined) => ({
    items,
    ...cappedResult(counted, upTo),
    page: input.page,
    pageSize: input.pageSize,
  });
  const narrowed = input.partnerId || input.submittedBy || (scope.partnerId !== null && scope.repId !== null);
  if (upTo === cap && !search && !narrowed) {
    const queries = topOfListQueries(
      db,
      `${scope.partnerId === null ? "staff" : "partner"}-${input.status ? "by-status" : "all"}`,
    );
    const values = { scopePartnerId: scope.partnerId, status: input.status };
    const [items, [counted]] = await Promise.all([
      queries.items.execute({ ...values, limit: input.pageSize, offset }),
      queries.count.execute({ ...values, countLimit: cap + 1 }),
    ]);
    return result(items, counted);
  }
  if (upTo === cap) {
    // Near the top the count stops at the cap beside the page, by whichever path is cheapest: it needs no order.
    const upToCap = db
      .select({ one: sql`1` })
      .from(partnerDeals)
      .where(where)
      .limit(cap + 1)
      .as("up_to_cap");
    const pageIds = db
      .select({ id: partnerDeals.id })
      .from(partnerDeals)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(input.pageSize)
      .offset(offset);
    const [items, [counted]] = await Promise.all([
      rowsOf(db, scope, pageIds),
      db.select({ count: count() }).from(upToCap),
    ]);
    return result(items, counted);
  }

  // Further down, the walk to the page in list order passes every deal the count needs, so one walk does both.
  const matches = db.$with("matches").as(
    db
      .select({ id: partnerDeals.id, submittedAt: partnerDeals.submittedAt })
      .from(partnerDeals)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(upTo + 1),
  );
  const matchCount = db
    .select({ count: sql<number>`count(*)`.mapWith(Number).as("count") })
    .from(matches)
    .as("match_count");
  const pageRows = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(desc(matches.submittedAt), desc(matches.id))
    .limit(input.pageSize)
    .offset(offset)
    .as("page_rows");
  // One row even past the last page, so the count is always there.
  const found = await db
    .with(matches)
    .select({ count: matchCount.count, id: pageRows.id })
    .from(matchCount)
    .leftJoin(pageRows, sql`true`);
  const ids = found.flatMap((row) => (row.id ? [row.id] : []));
  return result(ids.length > 0 ? await rowsOf(db, scope, ids) : [], found[0]);
}
