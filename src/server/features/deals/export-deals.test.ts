import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";
import { MAX_EXPORTED_DEALS } from "./export-deals";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

const linesOf = async (file: File) => (await file.text()).split("\r\n").filter((line) => line !== "");

describe("exporting deals as CSV", () => {
  it("writes the deals of the filters, newest first, with amounts as stored and formula cells neutralised", async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const partner = await createPartner(db(), {
      companyName: `Export Partner ${run}`,
      contactName: "Erin Export",
    });
    const older = await createDeal(db(), {
      partner,
      companyName: `=HYPERLINK("http://evil.example") ${run}`,
      contactPerson: "+Mallory",
      dealValue: "1234.50",
      status: "approved",
      submittedAt: new Date("2026-10-01T09:00:00Z"),
      reviewedAt: new Date("2026-10-03T09:00:00Z"),
      expectedCloseDate: "2026-12-31",
    });
    const newer = await createDeal(db(), {
      partner,
      companyName: `Initrode, "East" ${run}`,
      submittedAt: new Date("2026-11-01T09:00:00Z"),
    });
    await createDeal(db(), { partner, companyName: `Lost ${run}`, status: "closed_lost" });

    const file = await given.asAdmin.client.deals.export({
      partnerId: partner.id,
      search: run,
      status: undefined,
    });
    const lines = await linesOf(file);
    expect(lines[0]).toBe(
      "Deal ID,Partner,Partner Contact,Customer,Customer Contact,Deal Value,Status,Expected Close Date,Submitted At,Reviewed At",
    );
    expect(lines).toHaveLength(4);
    // The lost deal was registered just now: newest first.
    expect(lines[1]).toContain(`Lost ${run}`);
    expect(lines[1]).toContain(",Closed Lost,");
    expect(lines[2]).toContain(newer.id);
    expect(lines[2]).toContain(`"Initrode, ""East"" ${run}"`);
    expect(lines[3]).toBe(
      `${older.id},Export Partner ${run},Erin Export,"'=HYPERLINK(""http://evil.example"") ${run}",'+Mallory,1234.50,Approved,2026-12-31,2026-10-01,2026-10-03`,
    );

    const approvedOnly = await linesOf(
      await given.asAdmin.client.deals.export({ partnerId: partner.id, status: "approved" }),
    );
    expect(approvedOnly.slice(1).map((line) => line.split(",")[0])).toEqual([older.id]);
  });

  it("serves a dated CSV attachment over REST", async () => {
    const answer = await given.app.app.request("http://localhost/api/v1/deals/export.csv?status=submitted", {
      headers: { cookie: given.asAdmin.cookieHeader() },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="deals-\d{4}-\d{2}-\d{2}\.csv"/,
    );
  });

  it(`refuses more than ${MAX_EXPORTED_DEALS} matching deals with a message saying to narrow them`, async () => {
    const partner = await createPartner(db());
    // 50,001 rows through the reporting triggers outlast the server's five-second statement limit on a busy machine.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = '60s'`);
      await tx.execute(sql`
        insert into partner_deals (partner_id, company_name, contact_person, deal_value)
        select ${partner.id}, 'Bulk ' || n, 'Buyer', 100 from generate_series(1, ${MAX_EXPORTED_DEALS + 1}) as n`);
    });
    const refused = await refusal(given.asAdmin.client.deals.export({ partnerId: partner.id }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      "More than 50,000 deals match. Please narrow the filters or the search and export again.",
    );
  });

  it("is for partner administrators only: 403 to partners and plain staff, 401 to visitors", async () => {
    for (const browser of [given.asPartnerA, given.asUser]) {
      expect((await refusal(browser.client.deals.export({}))).status).toBe(403);
    }
    expect((await refusal(testBrowser(given.app).client.deals.export({}))).status).toBe(401);
  });
});
