import { and, desc, eq, ilike, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { cappedResult, countUpTo, countUpToLimit } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { containing } from "#server/db/like-pattern";
import { REUSED, reusableQueries } from "#server/db/reusable-queries";
import { partners } from "#server/db/schema/index";
import { JOURNEY_FILTER_VALUES, type JourneyFilter } from "#shared/contracts/partners";
import type { PartnerStatus, PartnerTier } from "#shared/enums";
import { journeyOpen, journeyStalled, partnerAdminColumns } from "./partner-admin-columns";

type ListInput = {
  search?: string;
  status?: PartnerStatus;
  tier?: PartnerTier;
  journey?: JourneyFilter;
  page: number;
  pageSize: number;
};

const LIST_ORDER = [desc(partners.createdAt), desc(partners.id)];

/** Where each journey filter keeps a partner (docs/product/onboarding-journey.md#what-staff-see). */
const JOURNEY_FILTERS: Record<JourneyFilter, SQL> = {
  in_progress: journeyOpen,
  stalled: journeyStalled,
  done: sql`${partners.journeyCompletedAt} is not null`,
};

/** The condition for the partners a list shows; `status` and `tier` may be values or placeholders. */
function partnersMatching(filters: {
  status?: PartnerStatus | Placeholder;
  tier?: PartnerTier | Placeholder;
  journey?: JourneyFilter;
  search?: string;
}): SQL | undefined {
  const { search } = filters;
  return and(
    filters.status ? eq(partners.status, filters.status) : undefined,
    filters.tier ? eq(partners.tier, filters.tier) : undefined,
    filters.journey ? JOURNEY_FILTERS[filters.journey] : undefined,
    search
      ? or(
          ilike(partners.companyName, search),
          ilike(partners.contactName, search),
          ilike(partners.contactEmail, search),
        )
      : undefined,
  );
}

function pageIdsOf(db: Db, where: SQL | undefined) {
  return db
    .select({ id: partners.id })
    .from(partners)
    .where(where)
    .orderBy(...LIST_ORDER);
}

/**
 * The statements of a list without a search (the Partners tab as it opens, or filtered by status and tier),
 * built once per database: the filters, the page, the count's cap and the page's ids are placeholders.
 */
const listQueries = reusableQueries((db: Db, shape: string) => {
  const where = partnersMatching({
    status: shape.includes("status") ? sql.placeholder("status") : undefined,
    tier: shape.includes("tier") ? sql.placeholder("tier") : undefined,
    journey: JOURNEY_FILTER_VALUES.find((value) => shape.endsWith(`-${value}`)),
  });
  return {
    pageIds: pageIdsOf(db, where)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(REUSED),
    count: countUpToLimit(db, partners, where).prepare(REUSED),
  };
});

/** The page's rows by their ids (the placeholder `ids`), in list order, built once per database. */
const rowsByIds = reusableQueries((db: Db) =>
  db
    .select(partnerAdminColumns)
    .from(partners)
    .where(sql`${partners.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .orderBy(...LIST_ORDER)
    .prepare(REUSED),
);

/**
 * One page of every partner, newest first, for partner administrators: optionally of one status and one tier,
 * and only those whose company, contact name or contact e-mail contains the search (ignoring case; trigram
 * indexes serve it). The total stops at a cap (capped-total.ts).
 */
export async function listPartners(db: Db, input: ListInput) {
  const upTo = countUpTo(input);
  const page = { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
  const readPage = async () => {
    if (input.search) {
      const where = partnersMatching({ ...input, search: containing(input.search) });
      const [pageIds, [counted]] = await Promise.all([
        pageIdsOf(db, where).limit(page.limit).offset(page.offset),
        countUpToLimit(db, partners, where).execute({ countLimit: upTo + 1 }),
      ]);
      return { ids: pageIds.map((row) => row.id), counted };
    }
    const queries = listQueries(
      db,
      `${input.status ? "status" : ""}-${input.tier ? "tier" : ""}-${input.journey ?? ""}`,
    );
    const filters = { status: input.status, tier: input.tier };
    const [pageIds, [counted]] = await Promise.all([
      queries.pageIds.execute({ ...filters, ...page }),
      queries.count.execute({ ...filters, countLimit: upTo + 1 }),
    ]);
    return { ids: pageIds.map((row) => row.id), counted };
  };
  // The page's ids first: a deep page then works out the deal count and commission of its own rows only, not
  // of every partner it skips.
  const { ids, counted } = await readPage();
  const items = ids.length === 0 ? [] : await rowsByIds(db, "").execute({ ids });
  return { items, ...cappedResult(counted, upTo), page: input.page, pageSize: input.pageSize };
}
