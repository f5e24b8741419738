import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDailyHealth } from "#server/features/customer-success/daily-health-run";
import { readHealthFacts, recomputeHealth } from "#server/features/customer-success/recompute-health";
import { runSlaChecks } from "#server/features/customer-success/sla-run";
import { DEFAULT_CUSTOMER_SUCCESS_SETTINGS } from "#shared/contracts/customer-success-settings";
import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketStatus } from "#shared/enums";
import { GREEN_FROM, healthScore, statusForScore, YELLOW_FROM } from "#shared/health-score";
import { ONBOARDING_PERIOD_DAYS } from "#shared/onboarding";
import { slaClock } from "#shared/sla-clock";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import type { Db } from "../client";
import {
  customerHealthDays,
  customerHealthSnapshots,
  customerOnboardingSteps,
  customers,
  partnerDeals,
  supportTickets,
  ticketEvents,
} from "../schema";
import { seedDemoData } from "../seed";

// A Wednesday afternoon in New York, so the demo's tickets meet working hours, weekends and a breach or two.
const NOW = new Date("2025-06-18T19:00:00Z");
const TODAY = "2025-06-18";
const dayBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe("the Customer Success demo", () => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
    await seedDemoData(db, { now: NOW });
  });
  afterAll(() => testDb?.dispose());

  it("makes one customer of each won deal, with the deal's key and partner, and links the deal", async () => {
    const won = await db.select().from(partnerDeals).where(eq(partnerDeals.status, "closed_won"));
    expect(won.length).toBeGreaterThan(0);
    for (const deal of won) {
      const [customer] = await db
        .select()
        .from(customers)
        .where(eq(customers.id, deal.customerId ?? ""));
      expect(customer, deal.companyName).toMatchObject({
        name: deal.companyName,
        customerKey: deal.customerKey,
        partnerId: deal.partnerId,
        source: "won_deal",
        contractValue: deal.dealValue,
      });
    }
    const manual = await db.select().from(customers).where(eq(customers.source, "manual"));
    expect(manual.length).toBeGreaterThanOrEqual(8);
    expect(manual.every((customer) => customer.ownerId !== null)).toBe(true);
  });

  it("stores each customer's score as healthScore() of the facts the server reads, and nothing moves it", async () => {
    const rows = await db.select().from(customers);
    const facts = await readHealthFacts(
      db,
      rows.map((row) => row.id),
      NOW,
    );
    expect(facts).toHaveLength(rows.length);
    for (const row of facts) {
      const { score } = healthScore(row.facts, DEFAULT_CUSTOMER_SUCCESS_SETTINGS.healthWeights);
      expect(row.healthScore, row.name).toBe(score);
      expect(row.status, row.name).toBe(statusForScore(score, row.status));
    }
    const statuses = new Set(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(["at_risk", "churned", "healthy"]);
    await db.transaction(async (tx) => {
      const recomputed = await recomputeHealth(
        tx,
        rows.map((row) => row.id),
        NOW,
      );
      expect(recomputed).toEqual({ changed: 0, turnedRed: 0 });
    });
  });

  it("keeps tickets in every status and priority, some of partners and some breached", async () => {
    const tickets = await db.select().from(supportTickets);
    expect(new Set(tickets.map((t) => t.status))).toEqual(new Set(TICKET_STATUSES));
    expect(new Set(tickets.map((t) => t.priority))).toEqual(new Set(TICKET_PRIORITIES));
    expect(tickets.some((t) => t.partnerId !== null)).toBe(true);
    expect(tickets.some((t) => t.firstResponseBreachedAt !== null)).toBe(true);
    expect(tickets.some((t) => t.resolutionBreachedAt !== null)).toBe(true);
    const owners = new Map((await db.select().from(customers)).map((c) => [c.id, c.partnerId]));
    for (const ticket of tickets) expect(ticket.partnerId).toBe(owners.get(ticket.customerId));
  });

  it("computes every ticket's SLA columns from its stored events, so the SLA run finds nothing left to stamp", async () => {
    const { calendar, slaPolicies } = DEFAULT_CUSTOMER_SUCCESS_SETTINGS;
    for (const ticket of await db.select().from(supportTickets)) {
      const events = await db
        .select()
        .from(ticketEvents)
        .where(eq(ticketEvents.ticketId, ticket.id))
        .orderBy(asc(ticketEvents.createdAt));
      const firstReply = events.find(
        (e) => e.kind === "reply" && e.public && e.authorId?.startsWith("demo-staff"),
      );
      expect(ticket.firstRespondedAt, ticket.subject).toEqual(firstReply?.createdAt ?? null);
      const statusChanges = events
        .filter((e) => e.kind === "status_changed")
        .map((e) => ({ at: e.createdAt, status: (e.data as { to: TicketStatus }).to }));
      expect(statusChanges.at(-1)?.status ?? "new").toBe(ticket.status);
      const clock = slaClock(
        calendar,
        slaPolicies[ticket.priority],
        { createdAt: ticket.createdAt, statusChanges, firstRespondedAt: ticket.firstRespondedAt },
        NOW,
      );
      expect(ticket, ticket.subject).toMatchObject({
        firstResponseDueAt: clock.firstResponse.dueAt,
        resolutionDueAt: clock.resolution.dueAt,
        resolutionWarnAt: clock.resolutionWarnAt,
        firstResponseBreachedAt: clock.firstResponse.breachedAt,
        resolutionBreachedAt: clock.resolution.breachedAt,
      });
      const breachEvents = events.filter((e) => e.kind === "sla_breached").map((e) => e.createdAt);
      expect(breachEvents).toEqual(
        [clock.firstResponse.breachedAt, clock.resolution.breachedAt]
          .filter((at) => at !== null)
          .sort((a, b) => (a as Date).getTime() - (b as Date).getTime()),
      );
    }
    expect(await runSlaChecks({ db }, NOW)).toEqual({ warned: 0, breached: 0 });
  });

  it("keeps 90 days of snapshots ending at today's score, the week-ago score, and day figures summed from them", async () => {
    const rows = await db.select().from(customers);
    const snapshots = await db.select().from(customerHealthSnapshots);
    for (const customer of rows) {
      const own = snapshots.filter((s) => s.customerId === customer.id);
      expect(own.find((s) => s.day === TODAY)?.score, customer.name).toBe(customer.healthScore);
      expect(own.length).toBeLessThanOrEqual(90);
      expect(own.every((s) => s.day >= customer.startDate && s.day >= dayBefore(89))).toBe(true);
      expect(customer.weekAgoScore).toBe(own.find((s) => s.day === dayBefore(7))?.score ?? null);
    }
    expect(rows.some((c) => c.weekAgoScore !== null && c.weekAgoScore > c.healthScore)).toBe(true);

    const days = await db.select().from(customerHealthDays);
    expect(days.map((d) => d.day).sort()).toEqual(Array.from({ length: 89 }, (_, i) => dayBefore(89 - i)));
    for (const day of days) {
      const ofDay = snapshots.filter((s) => s.day === day.day);
      const live = ofDay.filter((s) => s.status !== "churned");
      expect(day, day.day).toEqual({
        day: day.day,
        customers: ofDay.length,
        healthy: ofDay.filter((s) => s.status === "healthy").length,
        atRisk: ofDay.filter((s) => s.status === "at_risk").length,
        churned: ofDay.length - live.length,
        scoreSum: live.reduce((sum, s) => sum + s.score, 0),
        green: live.filter((s) => s.score >= GREEN_FROM).length,
        yellow: live.filter((s) => s.score >= YELLOW_FROM && s.score < GREEN_FROM).length,
        red: live.filter((s) => s.score < YELLOW_FROM).length,
      });
    }
    // Every customer has today's snapshot: the daily run only writes the day's figures.
    expect(await runDailyHealth({ db }, NOW)).toMatchObject({ customers: 0, changed: 0, finished: true });
  });

  it("has customers in their first 90 days with steps done and steps overdue", async () => {
    const recent = (await db.select().from(customers)).filter(
      (c) => c.startDate > dayBefore(ONBOARDING_PERIOD_DAYS),
    );
    expect(recent.length).toBeGreaterThanOrEqual(3);
    const steps = await db
      .select()
      .from(customerOnboardingSteps)
      .where(
        inArray(
          customerOnboardingSteps.customerId,
          recent.map((c) => c.id),
        ),
      );
    expect(steps.some((s) => s.completedAt !== null)).toBe(true);
    expect(steps.some((s) => s.completedAt === null && s.dueDate < TODAY)).toBe(true);
    expect(steps.some((s) => s.completedAt === null && s.dueDate >= TODAY)).toBe(true);
  });
});
