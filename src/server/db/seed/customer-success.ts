import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { GREEN_FROM, YELLOW_FROM } from "#shared/health-score";
import type { Db } from "../client";
import { demoContext } from "../demo/context";
import { DEMO_HEALTH_DAYS, demoCustomerSuccess } from "../demo/customer-success";
import type { DemoRecords } from "../demo-data";
import {
  customerContactLogs,
  customerHealthSnapshots,
  customerOnboardingSteps,
  customers,
  partnerDeals,
  supportTickets,
  ticketEvents,
} from "../schema";
import { insertMissing } from "./stored-rows";

/**
 * The Customer Success demo: customers of the stored won demo deals (each deal linked to its customer) and those
 * added by hand, with their contacts, onboarding, tickets and events, and 90 days of health. The rest is written
 * only for the customers this run inserted: a customer that was already there (or whose key a live customer
 * holds) keeps its own history, and a later run, on another day, adds no second history. The book's daily
 * figures (customer_health_days) are summed from the snapshots, as the daily run does, for the days before
 * today; today's row is the daily run's.
 */
export async function seedCustomerSuccess(
  tx: Db,
  records: Pick<DemoRecords, "deals">,
  now: Date,
  userId: (email: string) => string,
) {
  const wonDeals = await tx
    .select({
      id: partnerDeals.id,
      partnerId: partnerDeals.partnerId,
      companyName: partnerDeals.companyName,
      contactPerson: partnerDeals.contactPerson,
      dealValue: partnerDeals.dealValue,
      customerKey: partnerDeals.customerKey,
      reviewedAt: partnerDeals.reviewedAt,
      submittedAt: partnerDeals.submittedAt,
    })
    .from(partnerDeals)
    .where(
      and(
        inArray(
          partnerDeals.id,
          records.deals.map((deal) => deal.id),
        ),
        eq(partnerDeals.status, "closed_won"),
      ),
    );
  const demo = demoCustomerSuccess(demoContext(now, userId), wonDeals);

  const inserted =
    demo.customers.length === 0
      ? []
      : await tx
          .insert(customers)
          .values(demo.customers)
          .onConflictDoNothing()
          .returning({ id: customers.id });
  const ours = new Set(inserted.map((row) => row.id));
  const ofOurs = <T extends { customerId: string }>(rows: T[]) =>
    rows.filter((row) => ours.has(row.customerId));

  for (const link of demo.dealLinks.filter((l) => ours.has(l.customerId))) {
    await tx
      .update(partnerDeals)
      .set({ customerId: link.customerId })
      .where(and(eq(partnerDeals.id, link.dealId), isNull(partnerDeals.customerId)));
  }
  const tickets = ofOurs(demo.tickets);
  const ticketIds = new Set(tickets.map((ticket) => ticket.id));
  const contactLogCount = await insertMissing(tx, customerContactLogs, ofOurs(demo.contactLogs));
  const stepCount = await insertMissing(tx, customerOnboardingSteps, ofOurs(demo.onboardingSteps));
  const ticketCount = await insertMissing(tx, supportTickets, tickets);
  const eventCount = await insertMissing(
    tx,
    ticketEvents,
    demo.ticketEvents.filter((event) => ticketIds.has(event.ticketId)),
  );
  const snapshots = ofOurs(demo.snapshots);
  const snapshotCount = await insertMissing(tx, customerHealthSnapshots, snapshots);
  const dayCount = snapshots.length === 0 ? 0 : await recordHealthDays(tx, now);

  return {
    customers: inserted.length,
    customer_contact_logs: contactLogCount,
    customer_onboarding_steps: stepCount,
    support_tickets: ticketCount,
    ticket_events: eventCount,
    customer_health_snapshots: snapshotCount,
    customer_health_days: dayCount,
  };
}

/**
 * The book's figures of each day of the demo's history before today, from every snapshot of the day (counts by
 * status; bands and score sum of the customers not churned). Returns how many day rows it inserted.
 */
async function recordHealthDays(tx: Db, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const { rows } = (await tx.execute(sql`
    insert into customer_health_days (day, customers, healthy, at_risk, churned, score_sum, green, yellow, red)
    select day, count(*),
      count(*) filter (where status = 'healthy'),
      count(*) filter (where status = 'at_risk'),
      count(*) filter (where status = 'churned'),
      coalesce(sum(score) filter (where status <> 'churned'), 0),
      count(*) filter (where status <> 'churned' and score >= ${GREEN_FROM}),
      count(*) filter (where status <> 'churned' and score >= ${YELLOW_FROM} and score < ${GREEN_FROM}),
      count(*) filter (where status <> 'churned' and score < ${YELLOW_FROM})
    from customer_health_snapshots
    where day >= ${today}::date - ${DEMO_HEALTH_DAYS - 1}::int and day < ${today}::date
    group by day
    on conflict (day) do update set customers = excluded.customers, healthy = excluded.healthy,
      at_risk = excluded.at_risk, churned = excluded.churned, score_sum = excluded.score_sum,
      green = excluded.green, yellow = excluded.yellow, red = excluded.red
    returning (xmax = 0) as inserted`)) as unknown as { rows: { inserted: boolean }[] };
  return rows.filter((row) => row.inserted).length;
}
