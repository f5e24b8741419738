import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { partnerAuditLogs, partnerDeals } from "#server/db/schema/index";
import { DEAL, setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";
import { SAMPLE_EXE, SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

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
    expect(row?.documentKey).toMatch(new RegExp(`^${given.partnerA.id}/[0-9a-f-]{36}/\\d+-proposal\\.pdf$`));
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

  it("keeps each of a partner's same-named proposals sent in the same millisecond", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.UTC(2026, 10, 26, 6, 0, 0));
    try {
      const submitted = await Promise.all(
        ["First", "Second"].map((name) =>
          given.asPartnerA.client.deals.submit({
            form: "portal",
            deal: { ...DEAL, companyName: `${name} Same Moment Ltd` },
            proposal: sampleFile(
              new TextEncoder().encode(`%PDF-1.4\n% ${name}\n%%EOF\n`),
              "proposal.pdf",
              "application/pdf",
            ),
          }),
        ),
      );
      now.mockRestore();
      for (const [index, { deal }] of submitted.entries()) {
        const file = await given.asPartnerA.client.deals.downloadProposal({ id: deal.id });
        expect(await file.text()).toContain(index === 0 ? "First" : "Second");
      }
    } finally {
      now.mockRestore();
    }
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

describe("registering a customer again", () => {
  /** The deal form for a customer of the test's own, so no earlier test's deals are duplicates of it. */
  const freshDeal = () => ({ ...DEAL, companyName: `Repeat Customer ${crypto.randomUUID()}` });
  const dealCount = async () => (await db().select({ id: partnerDeals.id }).from(partnerDeals)).length;
  const staffView = async (customer: string) =>
    (await given.asAdmin.client.deals.list({ search: customer, pageSize: 100 })).items;

  it("takes a deal sent 20 times once, and refuses the repeats with 409 naming it, storing nothing", async () => {
    const deal = freshDeal();
    const { deal: first } = await given.asPartnerA.client.deals.submit({ form: "portal", deal });
    const before = await dealCount();
    for (let n = 1; n < 20; n++) {
      // The same customer however it is written: case, punctuation and legal form aside.
      const again = {
        ...deal,
        companyName: n % 2 ? `${deal.companyName.toUpperCase()}, Inc.` : deal.companyName,
      };
      const refused = await refusal(given.asPartnerA.client.deals.submit({ form: "portal", deal: again }));
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(
        "A deal for this customer is already registered: the same deal was submitted before and is still awaiting review.",
      );
      expect(refused.data).toEqual({ reason: "already_registered", dealId: first.id });
    }
    expect(await dealCount()).toBe(before);
  });

  it("takes identical deals sent at the same moment once", async () => {
    const deal = freshDeal();
    const before = await dealCount();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => given.asPartnerA.client.deals.submit({ form: "portal", deal })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected")) {
      expect((outcome.reason as { status: number }).status).toBe(409);
    }
    expect(await dealCount()).toBe(before + 1);
  });

  it("takes a changed resubmission and flags it, not the first, to staff only while the first is open", async () => {
    const deal = freshDeal();
    const { deal: first } = await given.asPartnerA.client.deals.submit({ form: "portal", deal });
    const { deal: second } = await given.asPartnerA.client.deals.submit({
      form: "portal",
      deal: { ...deal, dealValue: "52000.00" },
      proposal: sampleFile(SAMPLE_PDF, "proposal.pdf", "application/pdf"),
    });
    expect(second.possibleDuplicate).toBe(false);
    const flags = Object.fromEntries(
      (await staffView(deal.companyName)).map((item) => [item.id, item.possibleDuplicate]),
    );
    expect(flags).toEqual({ [first.id]: false, [second.id]: true });
    expect(
      (await given.asAdmin.client.deals.conflicts({ id: second.id })).conflicts.map((c) => c.id),
    ).toEqual([first.id]);
    expect((await given.asAdmin.client.deals.conflicts({ id: first.id })).conflicts).toEqual([]);
    const own = await given.asPartnerA.client.deals.list({ search: deal.companyName });
    expect(own.items.map((item) => item.possibleDuplicate)).toEqual([false, false]);

    // Once the first no longer holds the customer, the second is no duplicate.
    await given.asAdmin.client.deals.changeStatus({ id: first.id, status: "in_review" });
    await given.asAdmin.client.deals.changeStatus({ id: first.id, status: "closed_lost" });
    expect((await staffView(deal.companyName)).every((item) => !item.possibleDuplicate)).toBe(true);
  });

  it("takes the same deal again once the first was reviewed, flagged while the first holds the customer", async () => {
    const deal = freshDeal();
    const { deal: first } = await given.asPartnerA.client.deals.submit({ form: "portal", deal });
    await given.asAdmin.client.deals.changeStatus({ id: first.id, status: "approved" });
    const { deal: again } = await given.asPartnerA.client.deals.submit({ form: "portal", deal });
    const flagged = (await staffView(deal.companyName)).find((item) => item.id === again.id);
    expect(flagged?.possibleDuplicate).toBe(true);
  });

  it("never refuses or tells a partner because another partner registered the same deal", async () => {
    const deal = freshDeal();
    const { deal: theirs } = await given.asPartnerB.client.deals.submit({ form: "portal", deal });
    const { deal: mine } = await given.asPartnerA.client.deals.submit({ form: "portal", deal });
    expect(mine.possibleDuplicate).toBe(false);
    expect((await given.asPartnerA.client.deals.list({ search: deal.companyName })).items).toEqual([mine]);
    const staff = await staffView(deal.companyName);
    expect(staff.map((item) => [item.id, item.possibleDuplicate]).sort()).toEqual(
      [
        [theirs.id, true],
        [mine.id, true],
      ].sort(),
    );
  });
});
