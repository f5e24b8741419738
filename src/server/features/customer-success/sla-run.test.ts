import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, notifications, supportTickets, ticketEvents } from "#server/db/schema/index";
import { createCustomer, type TestCustomer } from "#tests/factories/customers";
import { createAdmin, createUserWithPermission, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { toldAbout } from "#tests/support/database/stored-notifications";
import { createTicket } from "./create-ticket";
import { runSlaChecks } from "./sla-run";
import { updateTicket } from "./update-ticket";

// Every app server runs the SLA run every minute (decision 0045): each warning and breach is stamped once and
// told once, whichever servers run at the same moment.

/** 09:00 in New York (the default calendar's zone) on Monday 30 November 2026. */
const MONDAY_9 = new Date("2026-11-30T14:00:00Z");
const at = (iso: string) => new Date(iso);

let app: TestApp;
/** A second app server on the same database, as behind a load balancer. */
let otherServer: TestApp;
let assignee: TestUser;
let manager: TestUser;
let admin: TestUser;
let customer: TestCustomer;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  otherServer = await createTestApp({}, { sameDatabaseAs: app });
  assignee = await createUserWithPermission(db(), "manage_customers");
  manager = await createUserWithPermission(db(), "manage_customers");
  admin = await createAdmin(db());
  customer = await createCustomer(db(), { ownerId: manager.id });
});
afterAll(async () => {
  await otherServer.dispose();
  await app.dispose();
});

/** An urgent ticket opened Monday 09:00 local: first response due 10:00, resolution 17:00, warning 15:24. */
async function urgentTicket(subject: string) {
  const { ticket } = await createTicket(
    { db: db(), storage: app.storage },
    { id: manager.id, name: manager.name },
    { customerId: customer.id, subject, description: "Down.", priority: "urgent", assigneeId: assignee.id },
    undefined,
    MONDAY_9,
  );
  return ticket;
}

/** Both servers' SLA runs at the same moment. */
const runOnBothServers = (now: Date) =>
  Promise.all([
    runSlaChecks({ db: db() }, now),
    runSlaChecks({ db: otherServer.testDatabase.database.db }, now),
  ]);

const slaNotices = async (ticketId: string) =>
  (await toldAbout(db(), ticketId)).filter((notice) => notice.kind.startsWith("ticket_sla_"));

describe("the SLA run", () => {
  it("stamps a breach once, with its event and one notice to the assignee and each ticket worker, across two servers", async () => {
    const ticket = await urgentTicket("Breach once");
    const before = await db().select().from(customers).where(eq(customers.id, customer.id));
    const [first, second] = await runOnBothServers(at("2026-11-30T15:30:00Z"));
    expect((first?.breached ?? 0) + (second?.breached ?? 0)).toBe(1);
    await runOnBothServers(at("2026-11-30T15:31:00Z"));

    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.firstResponseBreachedAt).toEqual(at("2026-11-30T15:00:00Z"));
    expect(row?.resolutionBreachedAt).toBeNull();
    const events = await db()
      .select()
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, ticket.id), eq(ticketEvents.kind, "sla_breached")));
    expect(events.map((event) => [event.public, event.data, event.createdAt])).toEqual([
      [false, { target: "first_response" }, at("2026-11-30T15:00:00Z")],
    ]);
    const told = await slaNotices(ticket.id);
    expect(told.map((notice) => notice.userId).sort()).toEqual([assignee.id, manager.id, admin.id].sort());
    expect(told.map((notice) => notice.kind)).toEqual(Array(3).fill("ticket_sla_breached"));
    expect(told[0]?.message).toBe(
      `Ticket #${ticket.number} (Breach once) breached its first response target.`,
    );
    // A breach in the last 90 days lowers the customer's health.
    const after = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(after[0]?.healthScore).toBeLessThan(before[0]?.healthScore ?? 0);
  });

  it("warns the assignee once at 80% of the resolution target, then tells of its breach once", async () => {
    const ticket = await urgentTicket("Warn then breach");
    await runOnBothServers(at("2026-11-30T20:30:00Z"));
    await runOnBothServers(at("2026-11-30T20:31:00Z"));
    const warned = (await slaNotices(ticket.id)).filter((notice) => notice.kind === "ticket_sla_warning");
    expect(warned).toEqual([
      {
        userId: assignee.id,
        kind: "ticket_sla_warning",
        message: `Ticket #${ticket.number} (Warn then breach) has used 80% of its resolution time.`,
      },
    ]);
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.warnedAt).toEqual(at("2026-11-30T20:24:00Z"));

    await runOnBothServers(at("2026-11-30T22:05:00Z"));
    await runOnBothServers(at("2026-11-30T22:06:00Z"));
    const resolutionBreaches = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.subjectId, ticket.id),
          eq(
            notifications.message,
            `Ticket #${ticket.number} (Warn then breach) breached its resolution target.`,
          ),
        ),
      );
    expect(resolutionBreaches.map((notice) => notice.userId).sort()).toEqual(
      [assignee.id, manager.id, admin.id].sort(),
    );
  });

  it("leaves a ticket solved in time alone", async () => {
    const ticket = await urgentTicket("Solved in time");
    await updateTicket(
      db(),
      { id: assignee.id, name: assignee.name },
      { id: ticket.id, status: "solved" },
      at("2026-11-30T14:30:00Z"),
    );
    await runOnBothServers(at("2026-12-05T15:00:00Z"));
    expect(await slaNotices(ticket.id)).toEqual([]);
  });
});
