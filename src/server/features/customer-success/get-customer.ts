import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import {
  customerContactLogs,
  customerOnboardingSteps,
  customers,
  partnerDeals,
  partners,
  supportTickets,
  user,
} from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { CUSTOMER_NOT_FOUND, type getCustomerOutput } from "#shared/contracts/customers";
import { OPEN_TICKET_STATUSES } from "#shared/health-score";
import { customerHealth } from "./customer-health";
import { selectCustomers, toCustomerSummary } from "./customer-rows";

/** How much of each list the customer page shows. */
const DEALS_SHOWN = 50;
const TICKETS_SHOWN = 20;
const CONTACTS_SHOWN = 100;

const completer = alias(user, "completer");
const logger = alias(user, "logger");

/** A customer's onboarding checklist in template order, with who completed each step. */
export function onboardingStepsOf(db: Pick<Db, "select">, customerId: string) {
  return db
    .select({
      step: customerOnboardingSteps.step,
      dueDate: customerOnboardingSteps.dueDate,
      completedAt: customerOnboardingSteps.completedAt,
      completedByName: completer.name,
    })
    .from(customerOnboardingSteps)
    .leftJoin(completer, eq(completer.id, customerOnboardingSteps.completedBy))
    .where(eq(customerOnboardingSteps.customerId, customerId))
    .orderBy(asc(customerOnboardingSteps.position));
}

/**
 * A customer's page: the customer, its health explained input by input, its onboarding, its deals (newest
 * first), its latest tickets with the count still open, and its timeline of contacts (newest first).
 */
export async function getCustomer(db: Db, id: string): Promise<z.output<typeof getCustomerOutput>> {
  const [row] = await selectCustomers(db, {
    csmRating: customers.csmRating,
    createdAt: customers.createdAt,
  }).where(eq(customers.id, id));
  if (!row) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
  const { csmRating, createdAt, ...summary } = row;
  const [health, onboarding, deals, tickets, [open], timeline] = await Promise.all([
    customerHealth(db, id),
    onboardingStepsOf(db, id),
    db
      .select({
        id: partnerDeals.id,
        companyName: partnerDeals.companyName,
        dealValue: partnerDeals.dealValue,
        status: partnerDeals.status,
        submittedAt: partnerDeals.submittedAt,
        partnerCompanyName: partners.companyName,
      })
      .from(partnerDeals)
      .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
      .where(eq(partnerDeals.customerId, id))
      .orderBy(desc(partnerDeals.submittedAt), desc(partnerDeals.id))
      .limit(DEALS_SHOWN),
    db
      .select({
        id: supportTickets.id,
        number: supportTickets.number,
        subject: supportTickets.subject,
        priority: supportTickets.priority,
        status: supportTickets.status,
        createdAt: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(eq(supportTickets.customerId, id))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(TICKETS_SHOWN),
    db
      .select({ count: count() })
      .from(supportTickets)
      .where(
        and(eq(supportTickets.customerId, id), inArray(supportTickets.status, [...OPEN_TICKET_STATUSES])),
      ),
    db
      .select({
        id: customerContactLogs.id,
        kind: customerContactLogs.kind,
        summary: customerContactLogs.summary,
        occurredAt: customerContactLogs.occurredAt,
        loggedByName: logger.name,
      })
      .from(customerContactLogs)
      .leftJoin(logger, eq(logger.id, customerContactLogs.loggedBy))
      .where(eq(customerContactLogs.customerId, id))
      .orderBy(desc(customerContactLogs.occurredAt), desc(customerContactLogs.id))
      .limit(CONTACTS_SHOWN),
  ]);
  return {
    customer: { ...toCustomerSummary(summary), csmRating, createdAt },
    health: { score: health.score, inputs: health.inputs },
    onboarding,
    deals,
    tickets,
    openTickets: open?.count ?? 0,
    timeline,
  };
}
