import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { partnerAuditLogs, programmeTiers } from "#server/db/schema/index";
import type { ReportFormValues } from "#shared/contracts/reports";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createAdmin } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { EXPORT_BATCH_ROWS, exportFileName } from "./export-report";

let app: TestApp;
const db = () => app.testDatabase.database.db;
let asAdmin: TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await signedInAs(app, await createAdmin(db()));
});
afterAll(async () => {
  await app.dispose();
});

const exportOf = (id: string, method = "GET") =>
  app.app.request(`http://localhost/api/v1/reports/${id}/export`, {
    method,
    headers: { cookie: asAdmin.cookieHeader() },
  });

const saved = (name: string, definition: ReportFormValues["definition"]) =>
  asAdmin.client.reports.create({ name, definition });

const exportsAudited = (reportId: string) =>
  db()
    .select({ details: partnerAuditLogs.details, label: partnerAuditLogs.subjectLabel })
    .from(partnerAuditLogs)
    .where(and(eq(partnerAuditLogs.action, "report_exported"), eq(partnerAuditLogs.subjectId, reportId)));

describe("exporting a report as CSV", () => {
  it("writes the column labels, then the rows with choices as labels and formula cells neutralised", async () => {
    const partner = await createPartner(db(), { companyName: "Export Partner" });
    await createDeal(db(), {
      partner,
      companyName: '=HYPERLINK("http://evil.example")',
      contactPerson: "+Mallory",
      dealValue: "1234.50",
      status: "closed_won",
      submittedAt: new Date("2026-10-01T23:30:00Z"),
    });
    await createDeal(db(), {
      partner,
      companyName: 'Initrode, "East"',
      contactPerson: "@Eve",
      dealValue: "99.95",
      status: "in_review",
      submittedAt: new Date("2026-11-01T09:00:00Z"),
    });
    const report = await saved("Won deals: Q4 (Export) ✓", {
      dataset: "deals",
      columns: ["customer", "contact", "value", "status", "submitted", "reviewed"],
      filters: [{ column: "partner", operator: "equals", values: ["Export Partner"] }],
      sort: { key: "value", direction: "desc" },
    });

    const answer = await exportOf(report.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv;charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="won-deals-q4-export-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(await answer.text()).toBe(
      [
        "Customer,Customer Contact,Deal Value,Status,Submitted,Reviewed",
        `"'=HYPERLINK(""http://evil.example"")",'+Mallory,1234.50,Closed Won,2026-10-01,`,
        `"Initrode, ""East""",'@Eve,99.95,In Review,2026-11-01,`,
        "",
      ].join("\r\n"),
    );
    expect(await exportsAudited(report.id)).toEqual([
      { label: report.name, details: { report_id: report.id, name: report.name, rows: 2 } },
    ]);
  });

  it("writes a grouped report's groups and figures, its choices as labels", async () => {
    const partner = await createPartner(db(), { companyName: "Grouped Export Partner" });
    for (const [status, dealValue] of [
      ["closed_won", "10.00"],
      ["closed_won", "20.50"],
      ["closed_lost", "5.00"],
    ] as const) {
      await createDeal(db(), { partner, status, dealValue });
    }
    const report = await saved("By status", {
      dataset: "deals",
      filters: [{ column: "partner", operator: "equals", values: ["Grouped Export Partner"] }],
      grouping: {
        by: [{ column: "status" }],
        measures: [{ aggregate: "count" }, { aggregate: "sum", column: "value" }],
      },
      sort: { key: "sum_value", direction: "desc" },
    });
    const answer = await exportOf(report.id);
    expect(await answer.text()).toBe(
      "Status,Count,Sum of Deal Value\r\nClosed Won,2,30.50\r\nClosed Lost,1,5.00\r\n",
    );
    expect((await exportsAudited(report.id))[0]?.details).toMatchObject({ rows: 2 });
  });

  it("writes a tier by the name the programme gives it", async () => {
    await createPartner(db(), { companyName: "Named Tier Partner", tier: "gold" });
    await db().update(programmeTiers).set({ name: "Champion" }).where(eq(programmeTiers.tier, "gold"));
    const report = await saved("Tiers", {
      dataset: "partners",
      columns: ["company", "tier"],
      filters: [{ column: "company", operator: "equals", values: ["Named Tier Partner"] }],
    });
    expect(await (await exportOf(report.id)).text()).toBe("Company,Tier\r\nNamed Tier Partner,Champion\r\n");
    await db().update(programmeTiers).set({ name: "Gold" }).where(eq(programmeTiers.tier, "gold"));
  });

  it("answers a HEAD with the headers only, reading and auditing nothing", async () => {
    const report = await saved("Head only", { dataset: "partners", columns: ["company"] });
    const answer = await exportOf(report.id, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/filename="head-only-/);
    expect(await exportsAudited(report.id)).toEqual([]);
  });

  it("names the file after the report and the day", () => {
    const day = new Date("2026-11-29T12:00:00Z");
    expect(exportFileName("Pipeline — Café Deals", day)).toBe("pipeline-cafe-deals-2026-11-29.csv");
    expect(exportFileName("../..", day)).toBe("report-2026-11-29.csv");
  });
});

describe("a large export", () => {
  const ROWS = 20_000;
  let reportId: string;

  beforeAll(async () => {
    const partner = await createPartner(db(), { companyName: "Bulk Export Partner" });
    // 20,000 rows through the reporting triggers may outlast the five-second statement limit on a busy machine.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = '60s'`);
      await tx.execute(sql`
        insert into partner_deals (partner_id, company_name, contact_person, deal_value)
        select ${partner.id}, 'Bulk ' || n, 'Buyer', n from generate_series(1, ${ROWS}) as n`);
    });
    reportId = (
      await saved("Bulk", {
        dataset: "deals",
        columns: ["customer", "value"],
        filters: [{ column: "partner", operator: "equals", values: ["Bulk Export Partner"] }],
        sort: { key: "value", direction: "asc" },
      })
    ).id;
  }, 60_000);

  it("streams in batches as the client reads, every row once, and audits the count", async () => {
    const answer = await exportOf(reportId);
    const reader = answer.body?.getReader();
    if (!reader) throw new Error("no body");
    const decoder = new TextDecoder();
    let text = "";
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    const lines = text.split("\r\n").filter((line) => line !== "");
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe("Customer,Deal Value");
    expect(lines[1]).toBe("Bulk 1,1.00");
    expect(lines[ROWS]).toBe(`Bulk ${ROWS},${ROWS}.00`);
    expect(chunks).toBeGreaterThan(ROWS / EXPORT_BATCH_ROWS);
    expect((await exportsAudited(reportId))[0]?.details).toMatchObject({ rows: ROWS });
  }, 30_000);

  it("counts its rows for a page up to the cap long lists use", async () => {
    const result = await asAdmin.client.reports.run({ id: reportId, page: 3, pageSize: 100 });
    expect(result).toMatchObject({ total: 10_000, totalCapped: true, page: 3, pageSize: 100 });
    expect(result.items[0]).toEqual(["Bulk 201", "201.00"]);
  });

  it("ends the cursor when the client goes away, and audits the rows that went out", async () => {
    const before = (await exportsAudited(reportId)).length;
    const answer = await exportOf(reportId);
    const reader = answer.body?.getReader();
    if (!reader) throw new Error("no body");
    await reader.read();
    await reader.read();
    await reader.cancel();
    // The database answers again: the export's transaction let go of its connection.
    await vi.waitFor(async () => expect(await exportsAudited(reportId)).toHaveLength(before + 1));
    const rows = (await exportsAudited(reportId)).map((entry) => (entry.details as { rows: number }).rows);
    expect(rows).toContain(EXPORT_BATCH_ROWS);
    const [open] = (
      (await db().execute(
        sql`select count(*)::int as cursors from pg_cursors where name = 'read_cursor'`,
      )) as unknown as {
        rows: { cursors: number }[];
      }
    ).rows;
    expect(open?.cursors).toBe(0);
  });
  it("lets go of a cursor that was still opening when the client went away, and audits nothing", async () => {
    const before = (await exportsAudited(reportId)).length;
    const answer = await exportOf(reportId);
    const reader = answer.body?.getReader();
    if (!reader) throw new Error("no body");
    const first = reader.read();
    await reader.cancel();
    await first;
    // On PGlite a transaction left open would keep this waiting for good.
    const answered = await Promise.race([
      db()
        .execute(sql`select 1`)
        .then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(answered).toBe(true);
    expect(await exportsAudited(reportId)).toHaveLength(before);
  });
});
