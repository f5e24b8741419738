import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { customerOnboardingSteps, customers, user } from "#server/db/schema/index";
import type { listOnboardingInput, listOnboardingOutput } from "#shared/contracts/customers";
import type { OnboardingStep } from "#shared/enums";
import { ONBOARDING_PERIOD_DAYS } from "#shared/onboarding";
import { dayPlus, utcDay } from "./onboarding-steps";

const owner = alias(user, "owner");
const completer = alias(user, "completer");

/**
 * The Onboarding tab: customers in their first 90 days (started on or after today less ONBOARDING_PERIOD_DAYS),
 * latest start first, each with its progress, the next step to do and the steps past their due date; optionally
 * only those with an overdue step. Days are UTC calendar days, as start and due dates are stored.
 */
export async function listOnboarding(
  db: Db,
  input: z.output<typeof listOnboardingInput>,
  now = new Date(),
): Promise<z.output<typeof listOnboardingOutput>> {
  const today = utcDay(now);
  const periodStart = dayPlus(today, -ONBOARDING_PERIOD_DAYS);
  // The customers with an overdue step, found from the open steps' due-date index: a step of a customer in its
  // first 90 days falls due after the period's start, which bounds the range read. The OFFSET 0 (written out, as
  // the query builder leaves a zero offset out) keeps PostgreSQL from folding the list into a probe of every new
  // customer's steps (17,000 buffers a page instead of 50 at 100,000 customers).
  const overdue = and(
    isNull(customerOnboardingSteps.completedAt),
    lt(customerOnboardingSteps.dueDate, today),
    gte(customerOnboardingSteps.dueDate, periodStart),
  );
  const withOverdueStep = sql`${customers.id} in (select ${customerOnboardingSteps.customerId}
    from ${customerOnboardingSteps} where ${overdue} offset 0)`;
  const where = and(gte(customers.startDate, periodStart), input.overdueOnly ? withOverdueStep : undefined);
  // The page's ids first, from the start-date index alone: the newest customers have nothing overdue yet, and
  // reading each one's row to test it cost ten times the index at 100,000 customers.
  const pageIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.startDate), desc(customers.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .as("page_ids");
  const [page, [counted]] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        startDate: customers.startDate,
        ownerId: customers.ownerId,
        ownerName: owner.name,
      })
      .from(customers)
      .innerJoin(pageIds, eq(pageIds.id, customers.id))
      .leftJoin(owner, eq(owner.id, customers.ownerId))
      .orderBy(desc(customers.startDate), desc(customers.id)),
    db.select({ count: count() }).from(customers).where(where),
  ]);
  const steps =
    page.length === 0
      ? []
      : await db
          .select({
            customerId: customerOnboardingSteps.customerId,
            step: customerOnboardingSteps.step,
            dueDate: customerOnboardingSteps.dueDate,
            completedAt: customerOnboardingSteps.completedAt,
            completedByName: completer.name,
          })
          .from(customerOnboardingSteps)
          .leftJoin(completer, eq(completer.id, customerOnboardingSteps.completedBy))
          .where(
            inArray(
              customerOnboardingSteps.customerId,
              page.map((row) => row.id),
            ),
          )
          .orderBy(asc(customerOnboardingSteps.position));
  return {
    items: page.map(({ ownerId, ownerName, ...customer }) => {
      const own = steps
        .filter((step) => step.customerId === customer.id)
        .map(({ customerId, ...step }) => step);
      const next = own.find((step) => step.completedAt === null);
      return {
        ...customer,
        owner: ownerId && ownerName !== null ? { id: ownerId, name: ownerName } : null,
        stepsDone: own.filter((step) => step.completedAt !== null).length,
        stepsTotal: own.length,
        nextStep: next ?? null,
        overdueSteps: own
          .filter((step) => step.completedAt === null && step.dueDate < today)
          .map((step): OnboardingStep => step.step),
      };
    }),
    total: counted?.count ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
