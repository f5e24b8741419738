import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refusal } from "../../../../tests/support/refusal";
import { testBrowser } from "../../../../tests/support/rpc-client";
import { SAMPLE_EXE, SAMPLE_PDF, sampleFile } from "../../../../tests/support/sample-files";
import { partnerAuditLogs, partnerDeals } from "../../db/schema";
import { DEAL, setUpDealsTestApp } from "./deals-test-setup";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

describe("submitting a deal", () => {
  it("registers a partner's deal as submitted for its own partner, with a proposal and an audit entry", async () => {
    const { deal } = await given.asPartnerA.client.deals.submit({
      form: "portal",
      deal: { ...DEAL, expectedCloseDate: "2027-03-31", description: "Renewal plus expansion." },
      proposal: sampleFile(SAMPLE_PDF, "proposal.pdf", "application/pdf"),
    });
    expect(deal).toMatchObject({
      partnerId: given.partnerA.id,
      partnerCompanyName: given.partnerA.companyName,
      companyName: "Globex Corporation",
      dealValue: "48000.00",
      expectedCloseDate: "2027-03-31",
      hasProposal: true,
      status: "submitted",
      reviewedAt: null,
      possibleDuplicate: false,
    });
    const [row] = await db().select().from(partnerDeals).where(eq(partnerDeals.id, deal.id));
    expect(row?.customerKey).toBe("globex");
    expect(row?.documentKey).toMatch(new RegExp(`^${given.partnerA.id}/\\d+-proposal\\.pdf$`));
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "deal_submitted"));
    expect(audit.find((entry) => entry.details.deal_id === deal.id)?.details).toMatchObject({
      company_name: "Globex Corporation",
      deal_value: "48000.00",
      submitted_by_admin: false,
    });
  });

  it("ignores a partner id a partner names: a partner's deal is always its own", async () => {
    const { deal } = await given.asPartnerA.client.deals.submit({
      form: "portal",
      partnerId: given.partnerB.id,
      deal: DEAL,
    });
    expect(deal.partnerId).toBe(given.partnerA.id);
  });

  it("lets an administrator register for an active partner they choose, and requires the choice", async () => {
    const missing = await refusal(given.asAdmin.client.deals.submit({ form: "portal", deal: DEAL }));
    expect(missing.status).toBe(400);
    expect(missing.message).toBe("Partner selection is required");
    const { deal } = await given.asAdmin.client.deals.submit({
      form: "portal",
      partnerId: given.partnerB.id,
      deal: DEAL,
    });
    expect(deal.partnerId).toBe(given.partnerB.id);
  });

  it.each([
    [{ ...DEAL, companyName: " " }, "Company name is required"],
    [{ ...DEAL, contactPerson: "" }, "Contact person is required"],
    [{ ...DEAL, dealValue: "0.50" }, "Deal value must be greater than 0"],
    [{ ...DEAL, dealValue: "1000000000.01" }, "Deal value must be at most $1,000,000,000"],
    [
      { ...DEAL, dealValue: "12.345" },
      "Deal value must be an amount in dollars with at most two decimals, e.g. 12500.50",
    ],
  ])("refuses %o with %s and writes nothing", async (deal, message) => {
    const before = (await db().select().from(partnerDeals)).length;
    const refused = await refusal(given.asPartnerA.client.deals.submit({ form: "portal", deal }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain(message);
    expect((await db().select().from(partnerDeals)).length).toBe(before);
  });

  it("takes a value of 0 from the separate dashboard's form only", async () => {
    const zero = { ...DEAL, dealValue: "0" };
    expect((await refusal(given.asPartnerA.client.deals.submit({ form: "portal", deal: zero }))).status).toBe(
      400,
    );
    const { deal } = await given.asPartnerA.client.deals.submit({ form: "dashboard", deal: zero });
    expect(deal.dealValue).toBe("0.00");
  });

  it("refuses a proposal that is not a PDF, Word or PowerPoint file, storing nothing", async () => {
    const before = (await db().select().from(partnerDeals)).length;
    const refused = await refusal(
      given.asPartnerA.client.deals.submit({
        form: "portal",
        deal: DEAL,
        proposal: sampleFile(SAMPLE_EXE, "proposal.pdf", "application/pdf"),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("is not a PDF, Word (doc, docx) or PowerPoint (ppt, pptx) file");
    expect((await db().select().from(partnerDeals)).length).toBe(before);
  });

  it("refuses anonymous callers (401) and staff without manage_partners (403)", async () => {
    expect(
      (await refusal(testBrowser(given.app).client.deals.submit({ form: "portal", deal: DEAL }))).status,
    ).toBe(401);
    expect((await refusal(given.asUser.client.deals.submit({ form: "portal", deal: DEAL }))).status).toBe(
      403,
    );
  });
});
