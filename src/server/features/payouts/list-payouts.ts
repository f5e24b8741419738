import { count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import { ownRows, type RowScope } from "#server/platform/partner-scope";
import type { PayoutStatus } from "#shared/enums";
import { payoutSummaryColumns } from "./payout-columns";

/**
 * One page of commission payouts, newest first, with each deal's customer and partner: a partner's own, or for
 * staff every partner's, optionally of one partner and one status.
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
  const [items, [totalRow]] = await Promise.all([
    db
      .select(payoutSummaryColumns)
      .from(commissionPayouts)
      .innerJoin(partnerDeals, eq(partnerDeals.id, commissionPayouts.dealId))
      .innerJoin(partners, eq(partners.id, commissionPayouts.partnerId))
      .where(where)
      .orderBy(desc(commissionPayouts.createdAt), desc(commissionPayouts.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    // Every payout has its deal and partner (foreign keys, restrict), so the count needs no join.
    db.select({ total: count() }).from(commissionPayouts).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
