import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedReports } from "#server/db/schema/index";
import type { ReportDefinition, ReportFormValues } from "#shared/contracts/reports";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createAdmin, createUser, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

let app: TestApp;
const db = () => app.testDatabase.database.db;
let partner: TestPartner;
let asAdmin: TestBrowser;
let asBuilder: TestBrowser;
let builder: TestUser;
let asCourseManager: TestBrowser;
let courseManager: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await signedInAs(app, await createAdmin(db()));
  builder = await createUser(db(), { name: "Bea Builder", permissions: ["create_reports"] });
  asBuilder = await signedInAs(app, builder);
  courseManager = await createUser(db(), {
    name: "Cole Courses",
    permissions: ["create_reports", "manage_reports", "manage_courses"],
  });
  asCourseManager = await signedInAs(app, courseManager);
  partner = await createPartner(db(), { companyName: "Preview Partner" });
  for (const [companyName, dealValue] of [
    ["First Preview", "100.00"],
    ["Second Preview", "200.00"],
    ["Third Preview", "300.00"],
  ] as const) {
    await createDeal(db(), { partner, companyName, dealValue });
  }
});
afterAll(async () => {
  await app.dispose();
});

type Definition = ReportFormValues["definition"];

const PREVIEW_DEALS: Definition = {
  dataset: "deals",
  columns: ["customer", "value"],
  filters: [{ column: "partner", operator: "equals", values: ["Preview Partner"] }],
  sort: { key: "value", direction: "desc" },
};

describe("previewing a definition", () => {
  it("answers one page with its columns and the total of matching rows", async () => {
    const result = await asAdmin.client.reports.preview({ definition: PREVIEW_DEALS, page: 1, pageSize: 2 });
    expect(result).toEqual({
      columns: [
        { key: "customer", label: "Customer", kind: "text" },
        { key: "value", label: "Deal Value", kind: "money" },
      ],
      items: [
        ["Third Preview", "300.00"],
        ["Second Preview", "200.00"],
      ],
      total: 3,
      totalCapped: false,
      page: 1,
      pageSize: 2,
    });
  });

  it("counts the groups of a grouped definition", async () => {
    const result = await asAdmin.client.reports.preview({
      definition: {
        dataset: "deals",
        filters: PREVIEW_DEALS.filters,
        grouping: { by: [{ column: "customer" }], measures: [{ aggregate: "sum", column: "value" }] },
        sort: { key: "sum_value", direction: "asc" },
      },
      page: 2,
      pageSize: 2,
    });
    expect(result).toMatchObject({
      items: [["Third Preview", "300.00"]],
      total: 3,
      totalCapped: false,
      page: 2,
    });
    // A page past the last group still says how many there are.
    const past = await asAdmin.client.reports.preview({
      definition: {
        dataset: "deals",
        filters: PREVIEW_DEALS.filters,
        grouping: { by: [{ column: "customer" }], measures: [{ aggregate: "count" }] },
        sort: null,
      },
      page: 9,
      pageSize: 2,
    });
    expect(past).toMatchObject({ items: [], total: 3 });
  });

  it("refuses a dataset the caller reads none of", async () => {
    const refused = await refusal(asBuilder.client.reports.preview({ definition: PREVIEW_DEALS }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(
      "Reports over deals need the manage_partners permission, as the partner screens do.",
    );
  });
});

describe("running a saved report", () => {
  it("answers a page of the saved definition's result", async () => {
    const report = await asAdmin.client.reports.create({ name: "Preview deals", definition: PREVIEW_DEALS });
    const result = await asAdmin.client.reports.run({ id: report.id, page: 2, pageSize: 2 });
    expect(result.items).toEqual([["First Preview", "100.00"]]);
    expect(result).toMatchObject({ total: 3, totalCapped: false, page: 2, pageSize: 2 });
  });

  it("refuses a saved definition that no longer fits its dataset, saying what to change", async () => {
    const report = await asAdmin.client.reports.create({ name: "Renamed column", definition: PREVIEW_DEALS });
    await db()
      .update(savedReports)
      .set({ definition: { ...PREVIEW_DEALS, columns: ["customer", "amount"] } as ReportDefinition })
      .where(eq(savedReports.id, report.id));
    const refused = await refusal(asAdmin.client.reports.run({ id: report.id }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      '"Renamed column" no longer fits its dataset: "amount" is not a column of Deals. Please edit it.',
    );
  });

  it("does not find another person's private report", async () => {
    const report = await asAdmin.client.reports.create({ name: "Admin's own", definition: PREVIEW_DEALS });
    expect((await refusal(asCourseManager.client.reports.run({ id: report.id }))).status).toBe(404);
  });
});

describe("whose enrollments a report reads", () => {
  it("shows staff without manage_courses only their own enrollments, and everyone's with it", async () => {
    const { course } = await createCourse(db(), { title: "Scoped Course" });
    const other = await createUser(db(), { name: "Otto Other" });
    for (const learner of [builder, courseManager, other])
      await createEnrollment(db(), learner.id, course.id);
    const definition: Definition = {
      dataset: "enrollments",
      columns: ["learner", "course"],
      filters: [{ column: "course", operator: "equals", values: ["Scoped Course"] }],
      sort: { key: "learner", direction: "asc" },
    };
    const learners = async (browser: TestBrowser) =>
      (await browser.client.reports.preview({ definition })).items.map(([learner]) => learner).sort();

    expect(await learners(asBuilder)).toEqual(["Bea Builder"]);
    expect(await learners(asCourseManager)).toEqual(["Bea Builder", "Cole Courses", "Otto Other"]);

    // A shared report reads the rows of whoever runs it, not its author's.
    const shared = await asCourseManager.client.reports.create({
      name: "Scoped enrollments",
      visibility: "shared",
      definition,
    });
    const run = await asBuilder.client.reports.run({ id: shared.id });
    expect(run.items).toEqual([["Bea Builder", "Scoped Course"]]);
    expect(run.total).toBe(1);
  });
});

describe("hostile definitions over HTTP", () => {
  const stored = async () => {
    const [row] = (
      (await db().execute(sql`
        select (select count(*) from saved_reports)::int as reports,
               (select count(*) from partner_audit_logs)::int as audits,
               to_regclass('public.partner_deals') is not null as deals_table`)) as unknown as {
        rows: { reports: number; audits: number; deals_table: boolean }[];
      }
    ).rows;
    return row;
  };

  async function post(path: string, body: unknown) {
    const response = await app.app.request(`http://localhost/api/v1${path}`, {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/json",
        cookie: asAdmin.cookieHeader(),
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      answer: (await response.json()) as { message: string; data?: { issues?: { message: string }[] } },
    };
  }

  const HOSTILE: [string, Record<string, unknown>, string][] = [
    ["an unknown column", { ...PREVIEW_DEALS, columns: ["salary"] }, '"salary" is not a column of Deals.'],
    ["an unknown dataset", { ...PREVIEW_DEALS, dataset: "salaries" }, "Choose what the report is about."],
    [
      "a column key holding SQL",
      { ...PREVIEW_DEALS, columns: ["value; drop table partner_deals --"] },
      '"value; drop table partner_deals --" is not a column of Deals.',
    ],
    [
      "a filter column holding SQL",
      { ...PREVIEW_DEALS, filters: [{ column: "1=1) or (1", operator: "equals", values: ["x"] }] },
      '"1=1) or (1" is not a column of Deals.',
    ],
    [
      "a sort key holding SQL",
      { ...PREVIEW_DEALS, sort: { key: "value desc; drop table partner_deals", direction: "asc" } },
      "Sort by one of the columns the report shows.",
    ],
    [
      "a sort direction holding SQL",
      { ...PREVIEW_DEALS, sort: { key: "value", direction: "asc; drop table partner_deals" } },
      'Invalid option: expected one of "asc"|"desc"',
    ],
    [
      "10,000 filters",
      {
        ...PREVIEW_DEALS,
        filters: Array.from({ length: 10_000 }, () => ({
          column: "value",
          operator: "at_least",
          values: ["1"],
        })),
      },
      "A report has at most 20 filters.",
    ],
    [
      "a number where a filter value goes",
      { ...PREVIEW_DEALS, filters: [{ column: "value", operator: "at_least", values: [1500] }] },
      "A filter value must be text.",
    ],
    [
      "text where an amount goes",
      { ...PREVIEW_DEALS, filters: [{ column: "value", operator: "at_least", values: ["1500 or 1=1"] }] },
      "Deal Value: enter a number, such as 1500 or 99.95.",
    ],
    [
      "a date that is not one",
      { ...PREVIEW_DEALS, filters: [{ column: "submitted", operator: "on", values: ["2026-01-01'"] }] },
      "Submitted: enter a date as YYYY-MM-DD.",
    ],
    [
      "an operator its column does not take",
      { ...PREVIEW_DEALS, filters: [{ column: "value", operator: "contains", values: ["1"] }] },
      '"contains" does not apply to Deal Value.',
    ],
    [
      "a choice its column does not have",
      {
        ...PREVIEW_DEALS,
        filters: [{ column: "status", operator: "is_any_of", values: ["won' or 'x'='x"] }],
      },
      "\"won' or 'x'='x\" is not a value of Status.",
    ],
    [
      "a string where the columns go",
      { ...PREVIEW_DEALS, columns: "customer, value" },
      "Invalid input: expected array, received string",
    ],
  ];

  it.each(HOSTILE)(
    "answers 400 to %s, naming the problem, and writes nothing",
    async (_name, definition, message) => {
      const before = await stored();
      const previewed = await post("/reports/preview", { definition });
      expect(previewed.status).toBe(400);
      expect(previewed.answer.message).toBe("Input validation failed");
      expect(previewed.answer.data?.issues?.map((issue) => issue.message)).toContain(message);

      const saved = await post("/reports", { name: "Hostile", definition });
      expect(saved.status).toBe(400);
      expect(saved.answer.data?.issues?.map((issue) => issue.message)).toContain(message);
      expect(await stored()).toEqual(before);
      expect(before?.deals_table).toBe(true);
    },
  );

  it("takes a filter value holding SQL as data: nothing matches and nothing changes", async () => {
    const before = await stored();
    for (const value of ["'; drop table partner_deals; --", "x' or '1'='1", "%' or 1=1 --"]) {
      for (const operator of ["equals", "contains", "not_equals"]) {
        const previewed = await post("/reports/preview", {
          definition: {
            ...PREVIEW_DEALS,
            filters: [...(PREVIEW_DEALS.filters ?? []), { column: "customer", operator, values: [value] }],
          },
        });
        expect(previewed.status).toBe(200);
        const items = (previewed.answer as unknown as { items: unknown[] }).items;
        expect(items).toHaveLength(operator === "not_equals" ? 3 : 0);
      }
    }
    expect(await stored()).toEqual(before);
    expect(before?.deals_table).toBe(true);
  });
});

describe("hostile filter values on a report read from kept totals", () => {
  it.each([
    ["a NUL character", "Acme\u0000"],
    ["a lone surrogate", "Acme\uD800"],
    ["100,000 characters", "x".repeat(100_000)],
  ])("answers %s with a 4xx or an empty result, never a 500", async (_what, value) => {
    const definition = {
      dataset: "deals",
      columns: [],
      filters: [{ column: "partner", operator: "contains", values: [value] }],
      grouping: { by: [{ column: "partner" }], measures: [{ aggregate: "count" }] },
      sort: null,
    } as unknown as ReportDefinition;
    const answer = await asAdmin.client.reports
      .preview({ definition, page: 1, pageSize: 5 })
      .then((result) => ({ status: 200, items: result.items.length }))
      .catch(async (error: unknown) => ({ status: (await refusal(Promise.reject(error))).status, items: 0 }));
    expect(answer.status === 200 || (answer.status >= 400 && answer.status < 500)).toBe(true);
    expect(answer.items).toBe(0);
  });
});
