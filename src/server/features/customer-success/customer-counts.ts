import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

/** The book as it stands: customers by status, and the sum of the scores of those not churned. */
export interface CustomerCounts {
  healthy: number;
  atRisk: number;
  churned: number;
  customers: number;
  /** The sum of the scores of the customers not churned. */
  scoreSum: number;
}

/**
 * The customers of each status and their scores' sum, read from the totals kept as customers change (migration
 * 0039): three rows whatever the book's size. The KPI cards (docs/product/customer-success.md#kpi-cards) and the
 * dashboard both read them, so both count customers alike.
 */
export async function customerCounts(db: Pick<Db, "execute">): Promise<CustomerCounts> {
  const { rows } = (await db.execute(
    sql`select status, count, score_sum from customer_totals`,
  )) as unknown as {
    rows: { status: string; count: number | string; score_sum: number | string }[];
  };
  const byStatus = (status: string) => rows.find((row) => row.status === status);
  const count = (status: string) => Number(byStatus(status)?.count ?? 0);
  return {
    healthy: count("healthy"),
    atRisk: count("at_risk"),
    churned: count("churned"),
    customers: count("healthy") + count("at_risk") + count("churned"),
    scoreSum: Number(byStatus("healthy")?.score_sum ?? 0) + Number(byStatus("at_risk")?.score_sum ?? 0),
  };
}
