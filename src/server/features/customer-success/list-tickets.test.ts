import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TicketSummary } from "#shared/contracts/tickets";
import { createCustomer, type TestCustomer } from "#tests/factories/customers";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { createTicket } from "./create-ticket";
import { runSlaChecks } from "./sla-run";

let app: TestApp;
let me: TestUser;
let colleague: TestUser;
let asMe: TestBrowser;
let acme: TestCustomer;
let globex: TestCustomer;
/** Opened in this order, so newest first is the reverse. */
const tickets: Record<"mine" | "unassigned" | "theirs" | "breached", TicketSummary> = {} as never;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  me = await createUserWithPermission(db(), "manage_customers");
  colleague = await createUserWithPermission(db(), "manage_customers");
  asMe = await signedInAs(app, me);
  acme = await createCustomer(db());
  globex = await createCustomer(db());
  const deps = { db: db(), storage: app.storage };
  const actor = { id: me.id, name: me.name };
  // Opened four weeks ago on a Monday morning: urgent, long past both targets, so the SLA run breaches it.
  tickets.breached = (
    await createTicket(
      deps,
      actor,
      { customerId: globex.id, subject: "Outage everywhere", description: "Down.", priority: "urgent" },
      undefined,
      new Date(Date.now() - 28 * 24 * 60 * 60 * 1000),
    )
  ).ticket;
  tickets.mine = (
    await asMe.client.tickets.create({
      customerId: acme.id,
      subject: "Login Loop on Safari",
      description: "Spins.",
      priority: "high",
      assigneeId: me.id,
    })
  ).ticket;
  tickets.unassigned = (
    await asMe.client.tickets.create({
      customerId: acme.id,
      subject: "Export is slow",
      description: "Minutes.",
      priority: "low",
    })
  ).ticket;
  tickets.theirs = (
    await asMe.client.tickets.create({
      customerId: globex.id,
      subject: "Invoice question",
      description: "Tax.",
      priority: "urgent",
      assigneeId: colleague.id,
    })
  ).ticket;
  await asMe.client.tickets.update({ id: tickets.theirs.id, status: "pending" });
  await runSlaChecks({ db: db() });
  // Eight tickets' worth of writes through the server: more than the default minute on a busy machine.
}, 180_000);
afterAll(() => app.dispose());

const ids = async (filters: Parameters<TestBrowser["client"]["tickets"]["list"]>[0]) =>
  (await asMe.client.tickets.list(filters)).items.map((item) => item.id);

describe("the tickets list", () => {
  it("lists every ticket newest first with the total", async () => {
    const page = await asMe.client.tickets.list({});
    expect(page.items.map((item) => item.id)).toEqual(
      [tickets.theirs, tickets.unassigned, tickets.mine, tickets.breached].map((ticket) => ticket.id),
    );
    expect([page.total, page.totalCapped]).toEqual([4, false]);
  });

  it("filters by status, priority and customer", async () => {
    expect(await ids({ status: "pending" })).toEqual([tickets.theirs.id]);
    expect(await ids({ priority: "low" })).toEqual([tickets.unassigned.id]);
    expect(await ids({ customerId: acme.id })).toEqual([tickets.unassigned.id, tickets.mine.id]);
  });

  it("filters by assignee: a person, me, or nobody", async () => {
    expect(await ids({ assigneeId: colleague.id })).toEqual([tickets.theirs.id]);
    expect(await ids({ assigneeId: "me" })).toEqual([tickets.mine.id]);
    expect(await ids({ assigneeId: "none" })).toEqual([tickets.unassigned.id, tickets.breached.id]);
  });

  it("lists the breached tickets, each showing how long since its breach", async () => {
    const page = await asMe.client.tickets.list({ breached: true });
    expect(page.items.map((item) => item.id)).toEqual([tickets.breached.id]);
    const { firstResponse, resolution } = page.items[0]?.sla ?? {};
    expect(firstResponse).toMatchObject({ state: "breached", breachedAt: expect.any(Date) });
    expect(firstResponse?.leftMinutes).toBeLessThan(0);
    expect(resolution?.state).toBe("breached");
  });

  it("shows each ticket's time left: running, or paused while pending", async () => {
    const page = await asMe.client.tickets.list({});
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(tickets.mine.id)?.sla.firstResponse).toMatchObject({
      state: "running",
      dueAt: expect.any(Date),
    });
    expect(byId.get(tickets.mine.id)?.sla.firstResponse.leftMinutes).toBeGreaterThan(0);
    expect(byId.get(tickets.theirs.id)?.sla.resolution).toMatchObject({ state: "paused", dueAt: null });
  });

  it("searches the subject ignoring case, or the ticket number with or without #", async () => {
    expect(await ids({ search: "login loop" })).toEqual([tickets.mine.id]);
    expect(await ids({ search: `#${tickets.unassigned.number}` })).toEqual([tickets.unassigned.id]);
    expect(await ids({ search: String(tickets.theirs.number) })).toEqual([tickets.theirs.id]);
    expect(await ids({ search: "nothing like it" })).toEqual([]);
  });

  it("pages", async () => {
    const second = await asMe.client.tickets.list({ page: 2, pageSize: 3 });
    expect([second.items.map((item) => item.id), second.total]).toEqual([[tickets.breached.id], 4]);
  });
});
