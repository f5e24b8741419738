import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts } from "#server/db/schema/index";
import { ownRows, type PartnerScope } from "#server/platform/partner-scope";

/** A sum of payout amounts in SQL numeric, as a decimal string with two decimals ("0.00" over no rows). */
const sumOf = (condition?: SQL) =>
  sql<string>`round(coalesce(sum(${commissionPayouts.commissionAmount})${
    condition ? sql` filter (where ${condition})` : sql``
  }, 0), 2)::text`;

/**
 * A partner's commission to date: every payout it earned (Total Commission counts pending and paid alike), and
 * how much of it is paid and still pending. Summed in SQL numeric: money never passes through a float.
 */
export async function commissionSummary(db: Pick<Db, "select">, scope: PartnerScope) {
  const [summary] = await db
    .select({
      total: sumOf(),
      paid: sumOf(sql`${commissionPayouts.status} = 'paid'`),
      pending: sumOf(sql`${commissionPayouts.status} = 'pending'`),
    })
    .from(commissionPayouts)
    .where(ownRows(scope, commissionPayouts));
  return summary ?? { total: "0.00", paid: "0.00", pending: "0.00" };
}
