import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportTickets, ticketEvents } from "#server/db/schema/index";
import { DEFAULT_CUSTOMER_SUCCESS_SETTINGS } from "#shared/contracts/customer-success-settings";
import type { TicketPriority, TicketStatus } from "#shared/enums";
import { slaClock } from "#shared/sla-clock";
import { createCustomer, type TestCustomer } from "#tests/factories/customers";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { createTicket } from "./create-ticket";
import { getTicket } from "./get-ticket";
import { replyToTicket } from "./reply-to-ticket";
import { storedLeftMinutes } from "./ticket-sla";
import { updateTicket } from "./update-ticket";

// The stored SLA columns are a cache of the events (decision 0045): after every event they must say what the
// clock computed from the stored history says, and a row read later must show what the clock shows then.

const { calendar, slaPolicies } = DEFAULT_CUSTOMER_SUCCESS_SETTINGS;
/** 09:00 in New York (the default calendar's zone) on Monday 30 November 2026. */
const MONDAY_9 = new Date("2026-11-30T14:00:00Z");
const at = (iso: string) => new Date(iso);

let app: TestApp;
let customer: TestCustomer;
let worker: TestUser;
const db = () => app.testDatabase.database.db;
const actor = () => ({ id: worker.id, name: worker.name });

beforeAll(async () => {
  app = await createTestApp();
  customer = await createCustomer(db());
  worker = await createUserWithPermission(db(), "manage_customers");
});
afterAll(() => app.dispose());

/** What the clock says from the ticket's stored history at `now`. */
async function clockOf(ticketId: string, now: Date) {
  const [ticket] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  if (!ticket) throw new Error("ticket missing");
  const changes = await db()
    .select()
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
  const history = {
    createdAt: ticket.createdAt,
    statusChanges: changes
      .filter((event) => event.kind === "status_changed")
      .map((event) => ({ at: event.createdAt, status: (event.data as { to: TicketStatus }).to })),
    firstRespondedAt: ticket.firstRespondedAt,
  };
  return { ticket, clock: slaClock(calendar, slaPolicies[ticket.priority as TicketPriority], history, now) };
}

/** The stored columns agree with the clock at the moment of the event. */
async function expectStoredAsClock(ticketId: string, now: Date) {
  const { ticket, clock } = await clockOf(ticketId, now);
  expect({
    firstResponseDueAt: ticket.firstResponseDueAt,
    resolutionDueAt: ticket.resolutionDueAt,
    resolutionWarnAt: ticket.resolutionWarnAt,
    firstResponseLeftMinutes: ticket.firstResponseLeftMinutes,
    resolutionLeftMinutes: ticket.resolutionLeftMinutes,
  }).toEqual({
    firstResponseDueAt: clock.firstResponse.dueAt,
    resolutionDueAt: clock.resolution.dueAt,
    resolutionWarnAt: clock.resolutionWarnAt,
    firstResponseLeftMinutes: storedLeftMinutes(clock.firstResponse),
    resolutionLeftMinutes: storedLeftMinutes(clock.resolution),
  });
  return ticket;
}

/** A ticket's summary read at `now` shows what the clock shows then. */
async function expectReadAsClock(ticketId: string, now: Date) {
  const { clock } = await clockOf(ticketId, now);
  const { ticket } = await getTicket(db(), { partnerId: null }, ticketId, { publicOnly: false }, now);
  for (const target of ["firstResponse", "resolution"] as const) {
    const read = ticket.sla[target];
    expect(read.state).toBe(clock[target].state);
    if (read.state !== "met") {
      expect(read.leftMinutes).toBe(clock[target].leftMinutes);
      expect(read.dueAt).toEqual(clock[target].dueAt);
    }
    if (read.state === "breached") expect(read.breachedAt).toEqual(clock[target].breachedAt);
  }
  return ticket.sla;
}

describe("a ticket's stored SLA clock", () => {
  it("follows its status history, first response and priority, and reads as the clock at any moment", async () => {
    const deps = { db: db(), storage: app.storage };
    const { ticket } = await createTicket(
      deps,
      actor(),
      { customerId: customer.id, subject: "SLA history", description: "Text.", priority: "normal" },
      undefined,
      MONDAY_9,
    );
    // Normal: 8 business hours to a first response, 40 to resolve; Monday 09:00 + 8 h is Monday 17:00 local.
    let stored = await expectStoredAsClock(ticket.id, MONDAY_9);
    expect(stored.firstResponseDueAt).toEqual(at("2026-11-30T22:00:00Z"));
    await expectReadAsClock(ticket.id, at("2026-11-30T15:30:00Z"));

    // Pending at 11:00 local: both clocks pause with what is left.
    const pendingAt = at("2026-11-30T16:00:00Z");
    await updateTicket(db(), actor(), { id: ticket.id, status: "pending" }, pendingAt);
    stored = await expectStoredAsClock(ticket.id, pendingAt);
    expect([stored.firstResponseLeftMinutes, stored.resolutionLeftMinutes]).toEqual([360, 2280]);
    expect(stored.firstResponseDueAt).toBeNull();
    const paused = await expectReadAsClock(ticket.id, at("2026-12-01T14:30:00Z"));
    expect(paused.firstResponse).toMatchObject({ state: "paused", leftMinutes: 360 });

    // Open again on Tuesday 10:00 local: the 360 minutes run from there, to 16:00 local.
    const openAt = at("2026-12-01T15:00:00Z");
    await updateTicket(db(), actor(), { id: ticket.id, status: "open" }, openAt);
    stored = await expectStoredAsClock(ticket.id, openAt);
    expect(stored.firstResponseDueAt).toEqual(at("2026-12-01T21:00:00Z"));

    // The first public staff reply at 12:00 local meets the first response target.
    const replyAt = at("2026-12-01T17:00:00Z");
    await replyToTicket(deps, actor(), { ticketId: ticket.id, body: "Looking into it." }, replyAt);
    stored = await expectStoredAsClock(ticket.id, replyAt);
    expect(stored.firstRespondedAt).toEqual(replyAt);
    expect(stored.firstResponseDueAt).toBeNull();
    expect((await expectReadAsClock(ticket.id, replyAt)).firstResponse.state).toBe("met");

    // Urgent at 13:00 local: 8 business hours to resolve, 300 minutes used, so due at 16:00 local.
    const urgentAt = at("2026-12-01T18:00:00Z");
    await updateTicket(db(), actor(), { id: ticket.id, priority: "urgent" }, urgentAt);
    stored = await expectStoredAsClock(ticket.id, urgentAt);
    expect(stored.resolutionDueAt).toEqual(at("2026-12-01T21:00:00Z"));
    // Under the urgent policy the reply came late: its first hour ended Monday 10:00 local. Stamped once.
    expect(stored.firstResponseBreachedAt).toEqual(at("2026-11-30T15:00:00Z"));
    const running = await expectReadAsClock(ticket.id, at("2026-12-01T18:30:00Z"));
    expect(running.resolution).toMatchObject({ state: "running", leftMinutes: 150 });
    // An hour past due, before any SLA run stamped it, the list already shows how long since the breach.
    const late = await expectReadAsClock(ticket.id, at("2026-12-01T22:00:00Z"));
    expect(late.resolution).toMatchObject({ state: "breached", leftMinutes: -60 });

    // On hold after the breach: the breach is stamped first, then the clock pauses with its overrun.
    const holdAt = at("2026-12-02T14:30:00Z");
    await updateTicket(db(), actor(), { id: ticket.id, status: "on_hold" }, holdAt);
    stored = await expectStoredAsClock(ticket.id, holdAt);
    expect(stored.resolutionBreachedAt).toEqual(at("2026-12-01T21:00:00Z"));
    expect(stored.resolutionLeftMinutes).toBe(-90);

    // Solved: the clock stops; it stays breached, keeping its overrun (the time on hold not counted).
    const solvedAt = at("2026-12-02T15:00:00Z");
    await updateTicket(db(), actor(), { id: ticket.id, status: "solved" }, solvedAt);
    stored = await expectStoredAsClock(ticket.id, solvedAt);
    expect([stored.resolutionDueAt, stored.resolutionLeftMinutes, stored.solvedAt]).toEqual([
      null,
      -90,
      solvedAt,
    ]);
    const solved = await expectReadAsClock(ticket.id, at("2026-12-03T15:00:00Z"));
    expect(solved.resolution).toMatchObject({ state: "breached", leftMinutes: -90 });

    // Reopened: resolution runs again from where it stood.
    const reopenAt = at("2026-12-03T15:00:00Z");
    await updateTicket(db(), actor(), { id: ticket.id, status: "open" }, reopenAt);
    stored = await expectStoredAsClock(ticket.id, reopenAt);
    expect(stored.solvedAt).toBeNull();
    expect(stored.resolutionBreachedAt).toEqual(at("2026-12-01T21:00:00Z"));
  });

  it("is met when a ticket is solved in time", async () => {
    const deps = { db: db(), storage: app.storage };
    const { ticket } = await createTicket(
      deps,
      actor(),
      { customerId: customer.id, subject: "Quick one", description: "Text.", priority: "high" },
      undefined,
      MONDAY_9,
    );
    const solvedAt = at("2026-11-30T15:00:00Z");
    await replyToTicket(deps, actor(), { ticketId: ticket.id, body: "Done.", status: "solved" }, solvedAt);
    await expectStoredAsClock(ticket.id, solvedAt);
    const sla = await expectReadAsClock(ticket.id, at("2026-12-10T15:00:00Z"));
    expect([sla.firstResponse.state, sla.resolution.state]).toEqual(["met", "met"]);
  });
});
