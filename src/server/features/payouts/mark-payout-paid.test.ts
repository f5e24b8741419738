import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionPayouts, partnerAuditLogs } from "#server/db/schema/index";
import { createPayout } from "#tests/factories/payouts";
import { createUserWithPermission } from "#tests/factories/users";
import { setUpPayoutsTestApp } from "#tests/support/apps/payouts-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";

const { given, db, partnerWithContact } = setUpPayoutsTestApp();

const pay = (id: string, reference = "TRX-2026-0042", paidAt?: Date | string) =>
  given.asAdmin.client.payouts.markPaid({ id, reference, ...(paidAt ? { paidAt } : {}) });
const rowOf = async (id: string) =>
  (await db().select().from(commissionPayouts).where(eq(commissionPayouts.id, id)))[0];
const paidEntries = (id: string) =>
  db()
    .select()
    .from(partnerAuditLogs)
    .where(
      sql`${partnerAuditLogs.action} = 'payout_paid' and ${partnerAuditLogs.details}->>'payout_id' = ${id}`,
    );
const issuesOf = (data: Record<string, unknown> | undefined) =>
  ((data?.issues ?? []) as { path: string[]; message: string }[]).map((issue) => ({
    field: issue.path.at(-1),
    message: issue.message,
  }));

describe("marking a payout paid", () => {
  it("records the payment (now, the trimmed reference, who) and audits it in the same transaction", async () => {
    const { partner } = await partnerWithContact();
    const payout = await createPayout(db(), { partner, customer: "Globex", commissionAmount: "154.32" });
    const before = Date.now();
    const { payout: answered } = await pay(payout.id, "  TRX-2026-0042  ");
    expect(answered).toMatchObject({
      id: payout.id,
      status: "paid",
      paymentReference: "TRX-2026-0042",
      customerCompanyName: "Globex",
      partnerCompanyName: partner.companyName,
    });
    const row = await rowOf(payout.id);
    expect(row).toMatchObject({ status: "paid", paymentReference: "TRX-2026-0042", paidBy: given.admin.id });
    expect(row?.paidAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.paidAt?.getTime()).toBeLessThanOrEqual(Date.now());
    const [entry] = await paidEntries(payout.id);
    expect(entry).toMatchObject({
      partnerId: partner.id,
      actorUserId: given.admin.id,
      details: {
        payout_id: payout.id,
        deal_id: payout.dealId,
        commission_amount: "154.32",
        reference: "TRX-2026-0042",
      },
    });
  });

  it("takes a payment date in the past, on or after the day the payout was created", async () => {
    const payout = await createPayout(db(), { createdAt: new Date("2024-01-15T16:30:00Z") });
    const { payout: answered } = await pay(payout.id, "TRX-1", "2024-01-15");
    expect(answered.paidAt?.toISOString()).toBe("2024-01-15T00:00:00.000Z");
    expect((await rowOf(payout.id))?.paidAt?.toISOString()).toBe("2024-01-15T00:00:00.000Z");
  });

  it("answers 409 the second time, leaving the first payment and its one audit entry", async () => {
    const payout = await createPayout(db());
    await pay(payout.id, "TRX-FIRST");
    const refused = await refusal(pay(payout.id, "TRX-SECOND"));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("This payout has already been paid.");
    expect((await rowOf(payout.id))?.paymentReference).toBe("TRX-FIRST");
    expect(await paidEntries(payout.id)).toHaveLength(1);
  });

  it("pays once when 20 requests pay the same payout at once", async () => {
    const payout = await createPayout(db());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => pay(payout.id, `TRX-${n}`)),
    );
    const paid = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(paid).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ status: 409 });
    }
    const [entry] = await paidEntries(payout.id);
    expect(await paidEntries(payout.id)).toHaveLength(1);
    expect((await rowOf(payout.id))?.paymentReference).toBe(entry?.details.reference);
  });

  it.each([
    ["", "Payment reference is required"],
    ["   ", "Payment reference is required"],
    ["x".repeat(201), "Payment reference must be at most 200 characters"],
  ])("refuses the reference %j with 400: %s", async (reference, message) => {
    const payout = await createPayout(db());
    const refused = await refusal(pay(payout.id, reference));
    expect(refused.status).toBe(400);
    expect(issuesOf(refused.data)).toEqual([{ field: "reference", message }]);
    expect((await rowOf(payout.id))?.status).toBe("pending");
    expect(await paidEntries(payout.id)).toHaveLength(0);
  });

  it.each([
    [new Date(Date.now() + 24 * 60 * 60 * 1000), "Payment date cannot be in the future"],
    ["next tuesday", "Payment date must be a date"],
  ])("refuses the payment date %s with 400", async (paidAt, message) => {
    const payout = await createPayout(db());
    const refused = await refusal(pay(payout.id, "TRX-1", paidAt));
    expect(refused.status).toBe(400);
    expect(issuesOf(refused.data)).toEqual([{ field: "paidAt", message }]);
    expect((await rowOf(payout.id))?.status).toBe("pending");
  });

  it("refuses a payment date before the payout was created with 400, paying nothing", async () => {
    const payout = await createPayout(db(), { createdAt: new Date("2024-01-15T16:30:00Z") });
    const refused = await refusal(pay(payout.id, "TRX-1", "2024-01-14"));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("Payment date cannot be before the payout was created (2024-01-15)");
    expect(refused.data).toMatchObject({ field: "paidAt" });
    expect((await rowOf(payout.id))?.status).toBe("pending");
    expect(await paidEntries(payout.id)).toHaveLength(0);
  });

  it("accepts a reference of 200 characters", async () => {
    const payout = await createPayout(db());
    expect((await pay(payout.id, "x".repeat(200))).payout.paymentReference).toHaveLength(200);
  });

  it("answers 404 for an unknown payout", async () => {
    const refused = await refusal(pay("00000000-0000-4000-8000-000000000000"));
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("No such payout.");
  });

  it("lets staff granted manage_partners pay", async () => {
    const payout = await createPayout(db());
    const treasurer = await signedInAs(given.app, await createUserWithPermission(db(), "manage_partners"));
    const { payout: answered } = await treasurer.client.payouts.markPaid({
      id: payout.id,
      reference: "TRX-9",
    });
    expect(answered.status).toBe("paid");
  });

  it("answers 403 to partners (their own payout too) and plain staff, 401 to visitors, and pays nothing", async () => {
    const a = await partnerWithContact();
    const b = await partnerWithContact();
    const payout = await createPayout(db(), { partner: a.partner });
    const input = { id: payout.id, reference: "TRX-1" };
    for (const browser of [a.as, b.as, given.asUser]) {
      expect((await refusal(browser.client.payouts.markPaid(input))).status).toBe(403);
    }
    expect((await refusal(testBrowser(given.app).client.payouts.markPaid(input))).status).toBe(401);
    expect((await rowOf(payout.id))?.status).toBe("pending");
  });
});
