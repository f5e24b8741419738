import { desc, eq, inArray } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import type { PayoutStatus } from "#shared/enums";
import { payoutSummaryColumns } from "./payout-columns";

const LIST_ORDER = [desc(commissionPayouts.createdAt), desc(commissionPayouts.id)];

/**
 * One page of commission payouts, newest first, with each deal's customer and partner: a partner's own, or for
 * staff every partner's, optionally of one partner and one status. The page's ids come from an index in list
 * order and only they are joined; the total stops at a cap (capped-total.ts).
 */
export async function listPayouts(
  db: Db,
  scope: RowScope,
  input: { partnerId?: string; status?: PayoutStatus; page: number; pageSize: number },
) {
  const where = ownRows(
    scope,
    commissionPayouts,
    input.partnerId ? eq(commissionPayouts.partnerId, input.partnerId) : undefined,
    input.status ? eq(commissionPayouts.status, input.status) : undefined,
  );
  const pageIds = db
    .select({ id: commissionPayouts.id })
    .from(commissionPayouts)
    .where(where)
    .orderBy(...LIST_ORDER)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [items, counted] = await Promise.all([
    db
      .select(payoutSummaryColumns)
      .from(commissionPayouts)
      .innerJoin(partnerDeals, eq(partnerDeals.id, commissionPayouts.dealId))
      .innerJoin(partners, eq(partners.id, commissionPayouts.partnerId))
      .where(inArray(commissionPayouts.id, pageIds))
      .orderBy(...LIST_ORDER),
    // Every payout has its deal and partner (foreign keys, restrict), so the count needs no join.
    cappedTotal(db, commissionPayouts, where, countUpTo(input)),
  ]);
  return { items, ...counted, page: input.page, pageSize: input.pageSize };
}
