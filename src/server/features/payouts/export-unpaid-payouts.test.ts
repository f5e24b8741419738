import { describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { setUpPayoutsTestApp } from "#tests/support/apps/payouts-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

const { given, db, partnerWithContact } = setUpPayoutsTestApp();

const HEADER = "Payout ID,Partner,Customer,Deal Value,Commission Rate (%),Commission Amount,Created At";
const exportOf = async (partnerId?: string) =>
  (await given.asAdmin.client.payouts.exportUnpaid(partnerId ? { partnerId } : {})).text();

describe("exporting the unpaid payouts", () => {
  it("lists a partner's pending payouts oldest first, amounts as stored, one CRLF record each", async () => {
    const partner = await createPartner(db(), { companyName: "Acme, Inc." });
    const older = await createPayout(db(), {
      partner,
      customer: 'Globex "West"',
      dealValue: "1234.57",
      commissionRate: "12.50",
      commissionAmount: "154.32",
      createdAt: new Date("2026-03-04T23:30:00Z"),
    });
    const newer = await createPayout(db(), {
      partner,
      customer: "Initech",
      dealValue: "100.20",
      commissionRate: "12.50",
      commissionAmount: "12.53",
      createdAt: new Date("2026-05-06T08:00:00Z"),
    });
    await createPayout(db(), { partner, status: "paid", paidAt: new Date(), paymentReference: "TRX-1" });

    expect(await exportOf(partner.id)).toBe(
      [
        HEADER,
        `${older.id},"Acme, Inc.","Globex ""West""",1234.57,12.50,154.32,2026-03-04`,
        `${newer.id},"Acme, Inc.",Initech,100.20,12.50,12.53,2026-05-06`,
        "",
      ].join("\r\n"),
    );
  });

  it("takes every partner's unpaid payouts without a partner filter", async () => {
    const a = await createPayout(db());
    const b = await createPayout(db());
    const csv = await exportOf();
    expect(csv.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(csv).toContain(`${a.id},`);
    expect(csv).toContain(`${b.id},`);
  });

  it("is the header alone when nothing is owed", async () => {
    const partner = await createPartner(db());
    expect(await exportOf(partner.id)).toBe(`${HEADER}\r\n`);
  });

  it("neutralises names a spreadsheet would run as formulas", async () => {
    const formulas = ['=HYPERLINK("http://evil.example")', "+1+1", "-1", "@SUM(A1:A9)", "\t=1", "\r=1"];
    const partner = await createPartner(db(), { companyName: "=cmd|' /C calc'!A0" });
    for (const [n, customer] of formulas.entries()) {
      await createPayout(db(), { partner, customer, createdAt: new Date(Date.UTC(2026, 0, n + 1)) });
    }
    const cells = (await exportOf(partner.id))
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",").slice(1, 3));
    expect(cells.map(([partnerCell]) => partnerCell)).toEqual(Array(6).fill("'=cmd|' /C calc'!A0"));
    expect(cells.map(([, customerCell]) => customerCell)).toEqual([
      '"\'=HYPERLINK(""http://evil.example"")"',
      "'+1+1",
      "'-1",
      "'@SUM(A1:A9)",
      "'\t=1",
      '"\'\r=1"',
    ]);
  });

  it("downloads over REST as a CSV attachment named for the day", async () => {
    const partner = await createPartner(db());
    const payout = await createPayout(db(), { partner });
    const response = await given.app.app.request(
      `http://localhost/api/v1/payouts/unpaid.csv?partnerId=${partner.id}`,
      { headers: { cookie: given.asAdmin.cookieHeader() } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="unpaid-payouts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(await response.text()).toContain(`${payout.id},`);
  });

  it("answers 403 to partners and plain staff and 401 to visitors", async () => {
    const { as } = await partnerWithContact();
    expect((await refusal(as.client.payouts.exportUnpaid({}))).status).toBe(403);
    expect((await refusal(given.asUser.client.payouts.exportUnpaid({}))).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.payouts.exportUnpaid({}))).status).toBe(401);
  });
});
