import { count, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { supportTickets } from "#server/db/schema/index";
import type { DashboardSummary } from "#shared/contracts/dashboard";
import { OPEN_TICKET_STATUSES } from "#shared/health-score";
import { customerCounts } from "../customer-success/customer-counts";

/**
 * Customer Success's figures: customers and those at risk counted as the KPI cards count them, and the tickets
 * still being worked, as customer health counts them (docs/product/customer-success.md#health). The ticket count
 * reads the status index.
 */
export async function customerSuccessFigures(db: Db): Promise<DashboardSummary["customerSuccess"]> {
  const [customers, [tickets]] = await Promise.all([
    customerCounts(db),
    db
      .select({ open: count() })
      .from(supportTickets)
      .where(inArray(supportTickets.status, [...OPEN_TICKET_STATUSES])),
  ]);
  return { customers: customers.customers, atRisk: customers.atRisk, openTickets: tickets?.open ?? 0 };
}
