import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { customers, supportTickets } from "#server/db/schema/index";
import type { PartnerScope } from "#server/platform/partner-scope";
import type { partnerCustomersOutput } from "#shared/contracts/customers";
import { OPEN_TICKET_STATUSES } from "#shared/health-score";

/**
 * The partner's own customers (those it sold), by name, each with its open tickets: every ticket about a
 * customer carries the customer's partner, whoever opened it, and is on that partner's Support tab.
 */
export async function partnerCustomers(
  db: Db,
  scope: PartnerScope,
): Promise<z.output<typeof partnerCustomersOutput>> {
  const openTickets = db
    .select({ customerId: supportTickets.customerId, open: count().as("open") })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.partnerId, scope.partnerId),
        inArray(supportTickets.status, [...OPEN_TICKET_STATUSES]),
      ),
    )
    .groupBy(supportTickets.customerId)
    .as("open_tickets");
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      contactName: customers.contactName,
      healthScore: customers.healthScore,
      status: customers.status,
      open: openTickets.open,
    })
    .from(customers)
    .leftJoin(openTickets, eq(openTickets.customerId, customers.id))
    .where(eq(customers.partnerId, scope.partnerId))
    .orderBy(asc(customers.name), asc(customers.id));
  return { customers: rows.map(({ open, ...customer }) => ({ ...customer, openTickets: open ?? 0 })) };
}
