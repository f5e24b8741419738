import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import {
  createAdmin,
  createPartnerContact,
  createPartnerMember,
  type TestUser,
} from "#tests/factories/users";
import { DEAL } from "#tests/support/apps/deals-test-app";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

// docs/product/partner-teams.md#members-and-roles: a sales rep works on the deals they registered and those deals' payouts;
// a partner admin sees every member's, and can narrow the list to one member; staff see who registered each.

let app: TestApp;
let partner: TestPartner;
let members: { admin: TestUser; rep: TestUser; otherRep: TestUser };
let as: { admin: TestBrowser; rep: TestBrowser; otherRep: TestBrowser; staff: TestBrowser };
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  partner = await createPartner(db());
  members = {
    admin: await createPartnerContact(db(), partner),
    rep: await createPartnerMember(db(), partner, { name: "Riley Rep" }),
    otherRep: await createPartnerMember(db(), partner, { name: "Oakley Rep" }),
  };
  as = {
    admin: await signedInAs(app, members.admin),
    rep: await signedInAs(app, members.rep),
    otherRep: await signedInAs(app, members.otherRep),
    staff: await signedInAs(app, await createAdmin(db())),
  };
});
afterAll(async () => {
  await app.dispose();
});

describe("a sales rep's deals", () => {
  it("records the rep who registered a deal and shows it to them, their admin and staff", async () => {
    const { deal } = await as.rep.client.deals.submit({
      form: "portal",
      deal: { ...DEAL, companyName: "Rep Co" },
    });
    expect(deal).toMatchObject({ submittedById: members.rep.id, submittedByName: "Riley Rep" });
    expect((await as.admin.client.deals.get({ id: deal.id })).deal.submittedByName).toBe("Riley Rep");
    expect((await as.staff.client.deals.get({ id: deal.id })).deal.submittedById).toBe(members.rep.id);
  });

  it("lists a rep's own deals only, and answers a colleague's as missing", async () => {
    const own = await createDeal(db(), { partner, submittedBy: members.rep.id, companyName: "Own One" });
    const colleagues = await createDeal(db(), { partner, submittedBy: members.otherRep.id });
    const admins = await createDeal(db(), { partner, submittedBy: members.admin.id });

    const listed = (await as.rep.client.deals.list({ pageSize: 100 })).items.map((deal) => deal.id);
    expect(listed).toContain(own.id);
    expect(listed).not.toContain(colleagues.id);
    expect(listed).not.toContain(admins.id);
    // Filtering by a colleague does not widen the rep's list.
    const filtered = await as.rep.client.deals.list({ submittedBy: members.otherRep.id });
    expect(filtered.total).toBe(0);
    for (const id of [colleagues.id, admins.id]) {
      expect(await refusal(as.rep.client.deals.get({ id }))).toMatchObject({ status: 404 });
      expect(await refusal(as.rep.client.deals.downloadProposal({ id }))).toMatchObject({ status: 404 });
    }
    expect((await as.rep.client.deals.get({ id: own.id })).deal.companyName).toBe("Own One");
    // The dashboard's figures are the rep's own too.
    const stats = await as.rep.client.deals.stats();
    const repsDeals = (await as.rep.client.deals.list({ pageSize: 100 })).total;
    expect(stats.totalDeals).toBe(repsDeals);
  });

  it("lets a partner admin see every member's deals and narrow them to one member", async () => {
    const byRep = await createDeal(db(), { partner, submittedBy: members.rep.id });
    const byOther = await createDeal(db(), { partner, submittedBy: members.otherRep.id });
    const all = (await as.admin.client.deals.list({ pageSize: 100 })).items.map((deal) => deal.id);
    expect(all).toEqual(expect.arrayContaining([byRep.id, byOther.id]));
    const ofOther = await as.admin.client.deals.list({ submittedBy: members.otherRep.id, pageSize: 100 });
    expect(ofOther.items.map((deal) => deal.id)).toContain(byOther.id);
    expect(ofOther.items.every((deal) => deal.submittedById === members.otherRep.id)).toBe(true);
    const staffOfOther = await as.staff.client.deals.list({
      submittedBy: members.otherRep.id,
      pageSize: 100,
    });
    expect(staffOfOther.items.map((deal) => deal.id).sort()).toEqual(
      ofOther.items.map((deal) => deal.id).sort(),
    );
  });

  it("gives a rep the payouts of their own deals only", async () => {
    const ownDeal = await createDeal(db(), { partner, submittedBy: members.rep.id, status: "closed_won" });
    const otherDeal = await createDeal(db(), {
      partner,
      submittedBy: members.otherRep.id,
      status: "closed_won",
    });
    const own = await createPayout(db(), { partner, deal: ownDeal, dealValue: "1000.00" });
    const other = await createPayout(db(), { partner, deal: otherDeal, dealValue: "5000.00" });

    const repsPayouts = (await as.rep.client.payouts.list({ pageSize: 100 })).items.map(
      (payout) => payout.id,
    );
    expect(repsPayouts).toContain(own.id);
    expect(repsPayouts).not.toContain(other.id);
    const adminsPayouts = (await as.admin.client.payouts.list({ pageSize: 100 })).items.map(
      (payout) => payout.id,
    );
    expect(adminsPayouts).toEqual(expect.arrayContaining([own.id, other.id]));
    const repsSummary = await as.rep.client.payouts.summary();
    const adminsSummary = await as.admin.client.payouts.summary();
    expect(Number(adminsSummary.pending) - Number(repsSummary.pending)).toBeGreaterThanOrEqual(
      Number(other.commissionAmount),
    );
  });

  it("refuses a rep a colleague's registration of the same deal without naming it", async () => {
    const deal = { ...DEAL, companyName: "Twice Registered Ltd" };
    const first = await as.otherRep.client.deals.submit({ form: "portal", deal });
    const answer = await refusal(as.rep.client.deals.submit({ form: "portal", deal }));
    expect(answer).toMatchObject({ status: 409, data: { reason: "already_registered" } });
    expect(JSON.stringify(answer)).not.toContain(first.deal.id);
    // The colleague's admin is given the first registration.
    const again = await refusal(as.admin.client.deals.submit({ form: "portal", deal }));
    expect(again).toMatchObject({
      status: 409,
      data: { reason: "already_registered", dealId: first.deal.id },
    });
  });

  it("keeps the team's API keys and webhooks to its partner admins", async () => {
    const refused = await refusal(
      as.rep.client.apiKeys.createPartner({ name: "Rep's key", expiresInDays: null }),
    );
    expect(refused).toMatchObject({
      status: 403,
      message: "Only your company's partner admins can do this. Ask one of them.",
    });
    expect(await refusal(as.rep.client.webhooks.listMine({}))).toMatchObject({ status: 403 });
    expect(await as.admin.client.apiKeys.listPartner()).toEqual([]);
  });
});
