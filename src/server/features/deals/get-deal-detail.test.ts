import { describe, expect, it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { DEAL, setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

const MISSING = "00000000-0000-4000-8000-000000000000";

describe("reading one deal", () => {
  it("gives its own partner and staff the deal, its status history, its proposal's name and its payout", async () => {
    const { deal } = await given.asPartnerA.client.deals.submit({
      form: "portal",
      deal: { ...DEAL, companyName: `Initech ${crypto.randomUUID()}`, dealValue: "1000.00" },
      proposal: sampleFile(SAMPLE_PDF, "Initech plan.pdf", "application/pdf"),
    });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "in_review" });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "approved" });
    await given.asAdmin.client.deals.changeStatus({ id: deal.id, status: "closed_won" });

    for (const browser of [given.asPartnerA, given.asAdmin]) {
      const detail = await browser.client.deals.get({ id: deal.id });
      expect(detail.deal).toMatchObject({ id: deal.id, status: "closed_won", hasProposal: true });
      expect(detail.proposalName).toBe("Initech plan.pdf");
      expect(detail.history.map((step) => step.status)).toEqual([
        "submitted",
        "in_review",
        "approved",
        "closed_won",
      ]);
      expect(detail.history.every((step) => step.changedAt instanceof Date)).toBe(true);
      expect(detail.history[0]?.changedAt).toEqual(detail.deal.submittedAt);
      // 1000.00 at partner A's 12.5%.
      expect(detail.payout).toMatchObject({ commissionAmount: "125.00", status: "pending", paidAt: null });
    }
  });

  it("shows a deal without a proposal or payout, older than its trail, at the status it has now", async () => {
    const reviewedAt = new Date("2026-03-02T10:00:00Z");
    const deal = await createDeal(db(), {
      partner: given.partnerA,
      status: "approved",
      reviewedAt,
      approvedAt: reviewedAt,
    });
    const detail = await given.asPartnerA.client.deals.get({ id: deal.id });
    expect(detail.proposalName).toBeNull();
    expect(detail.payout).toBeNull();
    expect(detail.history).toEqual([
      { status: "submitted", changedAt: deal.submittedAt, byName: null, note: null },
      { status: "approved", changedAt: reviewedAt, byName: null, note: null },
    ]);
    // Approved before the programme's rules: protected 90 days from approval, without expiry or terms.
    expect(detail.registration).toMatchObject({
      terms: null,
      protectionEndsAt: new Date(reviewedAt.getTime() + 90 * 24 * 60 * 60 * 1000),
      expiresAt: null,
    });
  });

  it("answers another partner 404 exactly as for a deal that does not exist", async () => {
    const deal = await createDeal(db(), { partner: given.partnerA });
    const other = await refusal(given.asPartnerB.client.deals.get({ id: deal.id }));
    const missing = await refusal(given.asPartnerA.client.deals.get({ id: MISSING }));
    expect({ status: other.status, message: other.message }).toEqual({
      status: 404,
      message: "No such deal.",
    });
    expect({ status: missing.status, message: missing.message }).toEqual({
      status: 404,
      message: "No such deal.",
    });
  });

  it("answers 403 to staff without manage_partners and 401 to visitors", async () => {
    const deal = await createDeal(db(), { partner: given.partnerA });
    expect((await refusal(given.asUser.client.deals.get({ id: deal.id }))).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.deals.get({ id: deal.id }))).status).toBe(401);
  });

  it("is a REST route beside the deals' own sub-paths", async () => {
    const deal = await createDeal(db(), { partner: given.partnerA });
    const headers = { cookie: given.asPartnerA.cookieHeader() };
    const one = await given.app.app.request(`http://localhost/api/v1/deals/${deal.id}`, { headers });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { deal: { id: string } }).deal.id).toBe(deal.id);
    const stats = await given.app.app.request("http://localhost/api/v1/deals/stats", { headers });
    expect(stats.status).toBe(200);
  });
});
