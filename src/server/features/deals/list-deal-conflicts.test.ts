import { describe, expect, it } from "vitest";
import { customerKey } from "#server/db/customer-key";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const DAY = 24 * 60 * 60 * 1000;

/** A deal for a customer whose name is unique to the test, so earlier tests' deals never conflict with it. */
const dealFor = (customer: string, overrides: Parameters<typeof createDeal>[1] = {}) =>
  createDeal(db(), { companyName: customer, customerKey: customerKey(customer), ...overrides });

describe("a deal's conflicting deals", () => {
  it("lists other partners' open deals for the same customer, earliest first, and not its own partner's later ones", async () => {
    const customer = `Initech ${crypto.randomUUID()}`;
    const [a, b, c] = [await createPartner(db()), await createPartner(db()), await createPartner(db())];
    const deal = await dealFor(`${customer}, Inc.`, { partner: a });
    await dealFor(customer, { partner: a });
    const earlier = await dealFor(`${customer.toUpperCase()} LLC`, {
      partner: b,
      status: "in_review",
      submittedAt: new Date(Date.now() - 3 * DAY),
    });
    const later = await dealFor(customer, { partner: c, status: "approved", approvedAt: new Date() });

    const answer = await given.asAdmin.client.deals.conflicts({ id: deal.id });
    expect(answer.deal).toMatchObject({ id: deal.id, possibleDuplicate: true });
    expect(answer.conflicts.map((conflict) => conflict.id)).toEqual([earlier.id, later.id]);
    expect(answer.conflicts[0]).toMatchObject({
      partnerId: b.id,
      partnerCompanyName: b.companyName,
      status: "in_review",
      possibleDuplicate: true,
    });
  });

  it("lists its own partner's earlier open registration of the customer, not a closed one: a resubmission", async () => {
    const customer = `Vandelay ${crypto.randomUUID()}`;
    const partner = await createPartner(db());
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
    await dealFor(customer, { partner, status: "closed_lost", submittedAt: daysAgo(3) });
    const earlier = await dealFor(customer, { partner, submittedAt: daysAgo(2) });
    const deal = await dealFor(`${customer} Inc.`, {
      partner,
      submittedAt: daysAgo(1),
    });

    const answer = await given.asAdmin.client.deals.conflicts({ id: deal.id });
    expect(answer.deal.possibleDuplicate).toBe(true);
    expect(answer.conflicts.map((conflict) => conflict.id)).toEqual([earlier.id]);
    // The first registration is not a duplicate of its repeats.
    const first = await given.asAdmin.client.deals.conflicts({ id: earlier.id });
    expect(first.deal.possibleDuplicate).toBe(false);
    expect(first.conflicts).toEqual([]);
  });

  it("leaves out closed deals and approvals whose protection has expired", async () => {
    const customer = `Umbrella ${crypto.randomUUID()}`;
    const deal = await dealFor(customer);
    await dealFor(customer, { status: "closed_won" });
    await dealFor(customer, { status: "closed_lost" });
    await dealFor(customer, {
      status: "approved",
      approvedAt: new Date(Date.now() - 91 * DAY),
    });
    const answer = await given.asAdmin.client.deals.conflicts({ id: deal.id });
    expect(answer.conflicts).toEqual([]);
    expect(answer.deal.possibleDuplicate).toBe(false);
  });

  it("is for partner administrators only: 403 to partners (their own deal too) and plain staff, 401 to visitors", async () => {
    const deal = await dealFor(`Hooli ${crypto.randomUUID()}`, { partner: given.partnerA });
    for (const browser of [given.asPartnerA, given.asPartnerB, given.asUser]) {
      expect((await refusal(browser.client.deals.conflicts({ id: deal.id }))).status).toBe(403);
    }
    expect((await refusal(testBrowser(given.app).client.deals.conflicts({ id: deal.id }))).status).toBe(401);
  });

  it("answers 404 for an unknown deal", async () => {
    const refused = await refusal(
      given.asAdmin.client.deals.conflicts({ id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect({ status: refused.status, message: refused.message }).toEqual({
      status: 404,
      message: "No such deal.",
    });
  });
});
