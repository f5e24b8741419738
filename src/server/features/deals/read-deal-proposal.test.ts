import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerDeals } from "#server/db/schema/index";
import { contentDisposition } from "#server/platform/http/content-disposition";
import { createDeal } from "#tests/factories/deals";
import { DEAL, setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";
import { DEAL_PROPOSALS_BUCKET } from "./deal-proposals";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

const submitWithProposal = async (name = "Globex proposal.pdf") =>
  (
    await given.asPartnerA.client.deals.submit({
      form: "portal",
      // A customer of its own each time: the same deal again, awaiting review, would be refused.
      deal: { ...DEAL, companyName: `Globex ${crypto.randomUUID()}` },
      proposal: sampleFile(SAMPLE_PDF, name, "application/pdf"),
    })
  ).deal;

describe("downloading a deal's proposal", () => {
  it("gives its own partner and partner administrators the stored file under the name it was sent with", async () => {
    const deal = await submitWithProposal();
    for (const browser of [given.asPartnerA, given.asAdmin]) {
      const file = await browser.client.deals.downloadProposal({ id: deal.id });
      expect(file.name).toBe("Globex proposal.pdf");
      expect(file.type).toBe("application/pdf");
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(SAMPLE_PDF);
    }
  });

  it("serves it over REST as a sandboxed attachment under its original name, not its storage key's", async () => {
    const deal = await submitWithProposal("Q3 plan (Müller).pdf");
    const answer = await given.app.app.request(`http://localhost/api/v1/deals/${deal.id}/proposal`, {
      headers: { cookie: given.asPartnerA.cookieHeader() },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(
      contentDisposition("attachment", "Q3 plan (Müller).pdf"),
    );
    expect(answer.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("answers another partner 404 exactly as for a deal that does not exist", async () => {
    const deal = await submitWithProposal();
    const other = await refusal(given.asPartnerB.client.deals.downloadProposal({ id: deal.id }));
    const missing = await refusal(
      given.asPartnerB.client.deals.downloadProposal({ id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(other.status).toBe(404);
    expect({ status: other.status, message: other.message }).toEqual({
      status: missing.status,
      message: missing.message,
    });
  });

  it("answers 403 to staff without manage_partners and 401 to visitors", async () => {
    const deal = await submitWithProposal();
    expect((await refusal(given.asUser.client.deals.downloadProposal({ id: deal.id }))).status).toBe(403);
    expect(
      (await refusal(testBrowser(given.app).client.deals.downloadProposal({ id: deal.id }))).status,
    ).toBe(401);
  });

  it("answers 404 with its own message for a deal without a proposal, and for a file gone from storage", async () => {
    const bare = await createDeal(db(), { partner: given.partnerA });
    const none = await refusal(given.asAdmin.client.deals.downloadProposal({ id: bare.id }));
    expect({ status: none.status, message: none.message }).toEqual({
      status: 404,
      message: "This deal has no proposal.",
    });

    const deal = await submitWithProposal();
    const [row] = await db().select().from(partnerDeals).where(eq(partnerDeals.id, deal.id));
    await given.app.storage.delete(DEAL_PROPOSALS_BUCKET, row?.documentKey as string);
    const gone = await refusal(given.asAdmin.client.deals.downloadProposal({ id: deal.id }));
    expect({ status: gone.status, message: gone.message }).toEqual({
      status: 404,
      message: "The proposal file is missing. Please ask the partner to send it again.",
    });
  });
});
