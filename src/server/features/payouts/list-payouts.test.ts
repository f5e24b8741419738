import { describe, expect, it } from "vitest";
import { createPayout } from "#tests/factories/payouts";
import { setUpPayoutsTestApp } from "#tests/support/apps/payouts-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

const { given, db, partnerWithContact } = setUpPayoutsTestApp();

describe("listing payouts", () => {
  it("shows a partner its own payouts only, newest first, with the deal's customer and its own name", async () => {
    const a = await partnerWithContact();
    const b = await partnerWithContact();
    const older = await createPayout(db(), {
      partner: a.partner,
      customer: "Globex Corporation",
      dealValue: "1234.57",
      commissionRate: "12.50",
      commissionAmount: "154.32",
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createPayout(db(), { partner: a.partner, customer: "Initech" });
    const ofB = await createPayout(db(), { partner: b.partner });

    const page = await a.as.client.payouts.list({});
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(page.items[1]).toMatchObject({
      partnerId: a.partner.id,
      partnerCompanyName: a.partner.companyName,
      dealId: older.dealId,
      customerCompanyName: "Globex Corporation",
      dealValue: "1234.57",
      commissionRate: "12.50",
      commissionAmount: "154.32",
      status: "pending",
      paidAt: null,
      paymentReference: null,
    });
    expect(page.items[1]?.createdAt).toBeInstanceOf(Date);
    expect((await b.as.client.payouts.list({})).items.map((item) => item.id)).toEqual([ofB.id]);
  });

  it("gives a partner naming another partner's id nothing of that partner's", async () => {
    const a = await partnerWithContact();
    const b = await partnerWithContact();
    await createPayout(db(), { partner: a.partner });
    await createPayout(db(), { partner: b.partner });
    expect(await a.as.client.payouts.list({ partnerId: b.partner.id })).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("shows staff every partner's payouts, filtered by partner and by status, one page at a time", async () => {
    const a = await partnerWithContact();
    const b = await partnerWithContact();
    const pending = await createPayout(db(), { partner: a.partner });
    const paid = await createPayout(db(), {
      partner: a.partner,
      status: "paid",
      paidAt: new Date(),
      paymentReference: "TRX-1",
    });
    const ofB = await createPayout(db(), { partner: b.partner });

    const all = await given.asAdmin.client.payouts.list({ pageSize: 100 });
    expect(all.items.map((item) => item.id)).toEqual(expect.arrayContaining([pending.id, paid.id, ofB.id]));
    const ofA = await given.asAdmin.client.payouts.list({ partnerId: a.partner.id });
    expect(ofA.total).toBe(2);
    const paidOfA = await given.asAdmin.client.payouts.list({ partnerId: a.partner.id, status: "paid" });
    expect(paidOfA.items.map((item) => item.id)).toEqual([paid.id]);
    expect(paidOfA.items[0]).toMatchObject({ status: "paid", paymentReference: "TRX-1" });
    const pendingOfA = await given.asAdmin.client.payouts.list({
      partnerId: a.partner.id,
      status: "pending",
    });
    expect(pendingOfA.items.map((item) => item.id)).toEqual([pending.id]);

    const second = await given.asAdmin.client.payouts.list({ partnerId: a.partner.id, page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items).toHaveLength(1);
  });

  it("refuses an unknown status naming the field", async () => {
    const refused = await refusal(
      given.asAdmin.client.payouts.list({ status: "overdue" as unknown as "paid" }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("status");
  });

  it("answers 403 to staff without manage_partners and 401 to visitors", async () => {
    expect((await refusal(given.asUser.client.payouts.list({}))).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.payouts.list({}))).status).toBe(401);
  });
});
