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
 * Two lanes run side by side, so a search takes about as long as the longer lane rather than the sum of every
 * kind: the deals' names (deals and payouts share one rule, search-access.ts, so one scope and one lookup of the
 * candidate deals), then the deals among them; and every other kind, then the payouts of those candidates, which
 * by then are usually found. Each step is a transaction of its own and no lane waits while holding a connection,
 * so a search holds at most two and searches at once cannot each hold one while waiting for another. Two lanes
 * leave the pool to the other requests (a third, on two cores, made the slowest searches no faster).
 */
export async function searchEverywhere(
  db: Db,
  access: SearchAccess,
  input: { query: string },
): Promise<SearchEverywhereOutput> {
  const { query } = input;
  const dealScope = (access.deal ?? access.payout)?.scope;
  const candidates: Promise<string[]> = dealScope
    ? withSearchSettings(db, (tx) => findDealCandidates(tx, dealScope, query))
    : Promise.resolve([]);
  const dealAccess = access.deal;
  // Chained at once, so that a failed lookup is always awaited here, whichever kinds the caller may find.
  const ofDeals = candidates.then((ids) =>
    dealAccess ? withSearchSettings(db, (tx) => findDeals(tx, dealAccess.scope, query, ids)) : [],
  );
  const ofTheRest = withSearchSettings(db, async (tx) => {
    const found: SearchResult[] = [];
    if (access.partner) found.push(...(await findPartners(tx, query)));
    if (access.application) found.push(...(await findApplications(tx, query)));
    if (access.user) found.push(...(await findUsers(tx, query)));
    if (access.department) found.push(...(await findDepartments(tx, query)));
    if (access.resource) found.push(...(await findResources(tx, access.resource.scope, query)));
    if (access.course) found.push(...(await findCourses(tx, access.course.learner, query)));
    return found;
  });
  const payoutAccess = access.payout;
  const ofPayouts = payoutAccess
    ? ofTheRest
        .then(() => candidates)
        .then((ids) => withSearchSettings(db, (tx) => findPayouts(tx, payoutAccess.scope, query, ids)))
    : [];
  const [deals, payouts, found] = await Promise.all([ofDeals, ofPayouts, ofTheRest]);
  return { results: [...deals, ...payouts, ...found] };
}
