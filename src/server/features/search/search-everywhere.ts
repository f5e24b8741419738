import type { Db } from "#server/db/client";
import type { SearchEverywhereOutput, SearchResult } from "#shared/contracts/search";
import { findApplications } from "./find-applications";
import { findCourses } from "./find-courses";
import { findDealCandidates } from "./find-deal-candidates";
import { findDeals } from "./find-deals";
import { findDepartments } from "./find-departments";
import { findPartners } from "./find-partners";
import { findPayouts } from "./find-payouts";
import { findResources } from "./find-resources";
import { findUsers } from "./find-users";
import type { SearchAccess } from "./search-access";
import { useSearchSettings } from "./text-match";

/** `find` in a transaction of its own, on its own connection, with the search's settings (text-match.ts). */
const withSearchSettings = <T>(db: Db, find: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(useSearchSettings());
    return find(tx);
  });

/**
 * The best matches of every kind the caller may find (docs/product/shell-and-navigation.md#search): each kind
 * is asked only when its rule admits the caller, with the scope its own list gives them.
 *
 * Two transactions run side by side, so a search takes about as long as the longer of the two rather than their
 * sum: the deals' names (deals and payouts share one rule, search-access.ts, so one scope and one lookup of the
 * names) and every other kind. Within each, the kinds are asked one after another: a transaction is one
 * connection, and two per search leave the pool to the other requests (a third, on two cores, made the slowest
 * searches no faster).
 */
export async function searchEverywhere(
  db: Db,
  access: SearchAccess,
  input: { query: string },
): Promise<SearchEverywhereOutput> {
  const { query } = input;
  const dealScope = (access.deal ?? access.payout)?.scope;
  const [ofDeals, ofTheRest] = await Promise.all([
    dealScope
      ? withSearchSettings(db, async (tx) => {
          const deals = await findDealCandidates(tx, dealScope, query);
          const found: SearchResult[] = [];
          if (access.deal) found.push(...(await findDeals(tx, access.deal.scope, query, deals)));
          if (access.payout) found.push(...(await findPayouts(tx, access.payout.scope, query, deals)));
          return found;
        })
      : [],
    withSearchSettings(db, async (tx) => {
      const found: SearchResult[] = [];
      if (access.partner) found.push(...(await findPartners(tx, query)));
      if (access.application) found.push(...(await findApplications(tx, query)));
      if (access.user) found.push(...(await findUsers(tx, query)));
      if (access.department) found.push(...(await findDepartments(tx, query)));
      if (access.resource) found.push(...(await findResources(tx, access.resource.scope, query)));
      if (access.course) found.push(...(await findCourses(tx, access.course.learner, query)));
      return found;
    }),
  ]);
  return { results: [...ofDeals, ...ofTheRest] };
}
