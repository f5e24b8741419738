import { beforeAll, describe, expect, it } from "vitest";
import { supportTickets } from "#server/db/schema/index";
import { CUSTOMER_NOT_FOUND } from "#shared/contracts/customers";
import { createCustomer } from "#tests/factories/customers";
import { createDeal } from "#tests/factories/deals";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
let csm: TestUser;
let asCsm: TestBrowser;
beforeAll(async () => {
  csm = await createUserWithPermission(db(), "manage_customers");
  asCsm = await signedInAs(given.app, csm);
});

describe("a customer's page", () => {
  it("shows the customer, its health input by input, onboarding, deals, latest tickets and timeline", async () => {
    const customer = await createCustomer(db(), {
      name: "Hennigans Distillery",
      partnerId: given.partnerA.id,
      ownerId: csm.id,
      csmRating: 4,
    });
    const older = await createDeal(db(), {
      partner: given.partnerA,
      customerId: customer.id,
      submittedAt: new Date("2026-01-01T00:00:00Z"),
    });
    const newer = await createDeal(db(), {
      partner: given.partnerB,
      customerId: customer.id,
      submittedAt: new Date("2026-06-01T00:00:00Z"),
    });
    await createDeal(db(), { partner: given.partnerA });
    await db()
      .insert(supportTickets)
      .values([
        {
          subject: "Cannot sign in",
          description: "x",
          customerId: customer.id,
          requesterName: "R",
          status: "open",
        },
        {
          subject: "Invoice copy",
          description: "x",
          customerId: customer.id,
          requesterName: "R",
          status: "solved",
        },
      ]);
    await asCsm.client.customers.logContact({
      customerId: customer.id,
      kind: "call",
      summary: "First call.",
    });
    await asCsm.client.customers.logContact({
      customerId: customer.id,
      kind: "email",
      summary: "Earlier e-mail.",
      occurredAt: new Date(Date.now() - 3 * 86_400_000),
    });
    await asCsm.client.customers.completeOnboardingStep({
      customerId: customer.id,
      step: "kickoff",
      done: true,
    });

    const page = await given.asUser.client.customers.get({ id: customer.id });
    expect(page.customer).toMatchObject({
      id: customer.id,
      name: "Hennigans Distillery",
      csmRating: 4,
      owner: { id: csm.id, name: csm.name },
      partner: { id: given.partnerA.id },
    });
    expect(page.customer.createdAt).toBeInstanceOf(Date);
    expect(page.health.inputs.map((input) => input.input)).toEqual([
      "lastContact",
      "openTickets",
      "slaBreaches",
      "renewal",
      "csmRating",
    ]);
    expect(page.health.score).toBe(100 - page.health.inputs.reduce((sum, input) => sum + input.penalty, 0));
    expect(page.onboarding[0]).toMatchObject({ step: "kickoff", completedByName: csm.name });
    expect(page.deals.map((deal) => deal.id)).toEqual([newer.id, older.id]);
    expect(page.deals[0]?.partnerCompanyName).toBe(given.partnerB.companyName);
    expect(page.tickets.map((ticket) => ticket.subject).sort()).toEqual(["Cannot sign in", "Invoice copy"]);
    expect(page.openTickets).toBe(1);
    expect(page.timeline.map((entry) => entry.summary)).toEqual(["First call.", "Earlier e-mail."]);
    expect(page.timeline[0]?.loggedByName).toBe(csm.name);
  });

  it("answers 404 for an unknown customer and 403 to partners", async () => {
    const missing = await refusal(
      given.asUser.client.customers.get({ id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(CUSTOMER_NOT_FOUND);
    const customer = await createCustomer(db(), { partnerId: given.partnerA.id });
    expect((await refusal(given.asPartnerA.client.customers.get({ id: customer.id }))).status).toBe(403);
  });
});
