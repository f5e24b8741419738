import { describe, expect, it } from "vitest";
import { createPayout } from "#tests/factories/payouts";
import { setUpPayoutsTestApp } from "#tests/support/apps/payouts-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

const { given, db, partnerWithContact } = setUpPayoutsTestApp();

const paid = { status: "paid", paidAt: new Date(), paymentReference: "TRX-7" } as const;

describe("a partner's commission summary", () => {
  it("is 0.00 throughout before any payout", async () => {
    const { as } = await partnerWithContact();
    expect(await as.client.payouts.summary()).toEqual({ total: "0.00", paid: "0.00", pending: "0.00" });
  });

  it("sums pending and paid payouts exactly, as decimal strings", async () => {
    const { partner, as } = await partnerWithContact();
    await createPayout(db(), { partner, commissionAmount: "154.32" });
    await createPayout(db(), { partner, commissionAmount: "12.53", ...paid });
    expect(await as.client.payouts.summary()).toEqual({ total: "166.85", paid: "12.53", pending: "154.32" });
  });

  it("adds cents no float could hold exactly", async () => {
    const { partner, as } = await partnerWithContact();
    // 0.1 + 0.2 is 0.30000000000000004 in a float.
    await createPayout(db(), { partner, commissionAmount: "0.10" });
    await createPayout(db(), { partner, commissionAmount: "0.20" });
    await createPayout(db(), {
      partner,
      dealValue: "999999999.99",
      commissionRate: "100.00",
      commissionAmount: "999999999.99",
      ...paid,
    });
    expect(await as.client.payouts.summary()).toEqual({
      total: "1000000000.29",
      paid: "999999999.99",
      pending: "0.30",
    });
  });

  it("counts the partner's own payouts only", async () => {
    const a = await partnerWithContact();
    const b = await partnerWithContact();
    await createPayout(db(), { partner: a.partner, commissionAmount: "10.00" });
    await createPayout(db(), { partner: b.partner, commissionAmount: "20.00", ...paid });
    expect(await a.as.client.payouts.summary()).toEqual({ total: "10.00", paid: "0.00", pending: "10.00" });
    expect(await b.as.client.payouts.summary()).toEqual({ total: "20.00", paid: "20.00", pending: "0.00" });
  });

  it("answers 403 to staff, administrators included (they have no personal cards), and 401 to visitors", async () => {
    expect((await refusal(given.asAdmin.client.payouts.summary())).status).toBe(403);
    expect((await refusal(given.asUser.client.payouts.summary())).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.payouts.summary())).status).toBe(401);
  });
});
