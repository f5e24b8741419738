import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import { supportTickets } from "#server/db/schema/index";
import { type ReportDefinition, reportDefinition } from "#shared/contracts/reports";
import { ENUM_LABELS } from "#shared/labels";
import {
  isMeasurable,
  REPORT_DATASET_KEYS,
  REPORT_DATASETS,
  REPORT_FILTER_OPERATORS,
  VALUELESS_OPERATORS,
} from "#shared/report-datasets";
import { completedOn, createCertificate } from "#tests/factories/certificates";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createCustomer } from "#tests/factories/customers";
import { createDeal } from "#tests/factories/deals";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createUser } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { reportPage } from "./report-page";
import { REPORT_SOURCES } from "./report-sources";

let testDatabase: TestDatabase;
const db = (): Db => testDatabase.database.db;
let partner: TestPartner;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  partner = await createPartner(db(), { companyName: "Filter Partner" });
  const deals = [
    // A moment late on 2026-03-01 in UTC is already 2026-03-02 east of it: it is on the 1st.
    {
      companyName: "Acme 100% Widgets",
      contactPerson: "Ann",
      dealValue: "1500.00",
      status: "approved",
      submittedAt: new Date("2026-03-01T23:30:00Z"),
      expectedCloseDate: "2026-04-30",
      reviewedAt: new Date("2026-03-05T10:00:00Z"),
    },
    {
      companyName: "acme_tools",
      contactPerson: "Bob",
      dealValue: "99.95",
      status: "submitted",
      submittedAt: new Date("2026-03-02T00:30:00Z"),
      expectedCloseDate: null,
      reviewedAt: null,
    },
    {
      companyName: "Acmex Ltd",
      contactPerson: "Cy",
      dealValue: "250000.00",
      status: "closed_won",
      submittedAt: new Date("2026-02-27T12:00:00Z"),
      expectedCloseDate: "2026-03-31",
      reviewedAt: null,
    },
    {
      companyName: "Initech",
      contactPerson: "Dee",
      dealValue: "0.00",
      status: "closed_lost",
      submittedAt: new Date("2026-03-10T08:00:00Z"),
      expectedCloseDate: "2026-04-01",
      reviewedAt: null,
    },
  ] as const;
  for (const deal of deals) await createDeal(db(), { partner, ...deal });
});
afterAll(async () => {
  await testDatabase.dispose();
});

/** The customers of the deals a filter keeps, in order of value (no two deals have the same). */
async function customersWhere(...filters: ReportDefinition["filters"]) {
  const definition = reportDefinition.parse({
    dataset: "deals",
    columns: ["customer", "value"],
    filters: [{ column: "partner", operator: "equals", values: ["Filter Partner"] }, ...filters],
    sort: { key: "value", direction: "asc" },
  });
  const result = await reportPage(db(), definition, { kind: "all" }, { page: 1, pageSize: 100 });
  return result.items.map(([customer]) => customer);
}

describe("filters", () => {
  it("contains ignores case and matches % and _ as themselves", async () => {
    expect(await customersWhere({ column: "customer", operator: "contains", values: ["ACME"] })).toEqual([
      "acme_tools",
      "Acme 100% Widgets",
      "Acmex Ltd",
    ]);
    expect(await customersWhere({ column: "customer", operator: "contains", values: ["0%"] })).toEqual([
      "Acme 100% Widgets",
    ]);
    expect(await customersWhere({ column: "customer", operator: "contains", values: ["e_t"] })).toEqual([
      "acme_tools",
    ]);
    expect(await customersWhere({ column: "customer", operator: "contains", values: ["%"] })).toEqual([
      "Acme 100% Widgets",
    ]);
  });

  it("compares text exactly with equals and not_equals", async () => {
    expect(await customersWhere({ column: "contact", operator: "equals", values: ["Bob"] })).toEqual([
      "acme_tools",
    ]);
    expect(await customersWhere({ column: "contact", operator: "equals", values: ["bob"] })).toEqual([]);
    expect(await customersWhere({ column: "contact", operator: "not_equals", values: ["Bob"] })).toHaveLength(
      3,
    );
  });

  it("compares amounts as numbers", async () => {
    expect(await customersWhere({ column: "value", operator: "greater_than", values: ["99.95"] })).toEqual([
      "Acme 100% Widgets",
      "Acmex Ltd",
    ]);
    expect(await customersWhere({ column: "value", operator: "at_least", values: ["99.95"] })).toHaveLength(
      3,
    );
    expect(await customersWhere({ column: "value", operator: "less_than", values: ["1500"] })).toEqual([
      "Initech",
      "acme_tools",
    ]);
    expect(await customersWhere({ column: "value", operator: "at_most", values: ["0"] })).toEqual([
      "Initech",
    ]);
    expect(await customersWhere({ column: "value", operator: "equals", values: ["250000"] })).toEqual([
      "Acmex Ltd",
    ]);
    expect(await customersWhere({ column: "value", operator: "not_equals", values: ["0"] })).toHaveLength(3);
  });

  it("compares a moment by its whole day in UTC: on, on or after, on or before", async () => {
    expect(await customersWhere({ column: "submitted", operator: "on", values: ["2026-03-01"] })).toEqual([
      "Acme 100% Widgets",
    ]);
    expect(
      await customersWhere({ column: "submitted", operator: "on_or_after", values: ["2026-03-02"] }),
    ).toEqual(["Initech", "acme_tools"]);
    expect(
      await customersWhere({ column: "submitted", operator: "on_or_before", values: ["2026-03-01"] }),
    ).toEqual(["Acme 100% Widgets", "Acmex Ltd"]);
  });

  it("compares a date column by its day", async () => {
    expect(
      await customersWhere({ column: "expected_close", operator: "on", values: ["2026-04-01"] }),
    ).toEqual(["Initech"]);
    expect(
      await customersWhere({ column: "expected_close", operator: "on_or_before", values: ["2026-04-01"] }),
    ).toEqual(["Initech", "Acmex Ltd"]);
    expect(
      await customersWhere({ column: "expected_close", operator: "on_or_after", values: ["2026-04-30"] }),
    ).toEqual(["Acme 100% Widgets"]);
  });

  it("finds empty and filled columns", async () => {
    expect(await customersWhere({ column: "expected_close", operator: "is_empty", values: [] })).toEqual([
      "acme_tools",
    ]);
    expect(await customersWhere({ column: "reviewed", operator: "is_not_empty", values: [] })).toEqual([
      "Acme 100% Widgets",
    ]);
    expect(await customersWhere({ column: "customer", operator: "is_empty", values: [] })).toEqual([]);
  });

  it("keeps the choices listed with is any of and drops them with is none of", async () => {
    expect(
      await customersWhere({ column: "status", operator: "is_any_of", values: ["approved", "closed_won"] }),
    ).toEqual(["Acme 100% Widgets", "Acmex Ltd"]);
    expect(
      await customersWhere({ column: "status", operator: "is_none_of", values: ["approved", "closed_won"] }),
    ).toEqual(["Initech", "acme_tools"]);
  });

  it("takes text that looks like SQL as data", async () => {
    expect(
      await customersWhere({
        column: "customer",
        operator: "contains",
        values: ["'; drop table partner_deals; --"],
      }),
    ).toEqual([]);
    expect(
      await customersWhere({ column: "customer", operator: "equals", values: ["x' or '1'='1"] }),
    ).toEqual([]);
    expect(await customersWhere()).toHaveLength(4);
  });
});

describe("cells", () => {
  it("writes amounts as decimal strings, dates as UTC days and choices as stored, sorted with nulls last", async () => {
    const definition = reportDefinition.parse({
      dataset: "deals",
      columns: ["customer", "value", "status", "submitted", "expected_close", "reviewed"],
      filters: [{ column: "partner", operator: "equals", values: ["Filter Partner"] }],
      sort: { key: "expected_close", direction: "desc" },
    });
    const result = await reportPage(db(), definition, { kind: "all" }, { page: 1, pageSize: 3 });
    expect(result.columns.map((column) => column.kind)).toEqual([
      "text",
      "money",
      "choice",
      "date",
      "date",
      "date",
    ]);
    expect(result.items).toEqual([
      ["Acme 100% Widgets", "1500.00", "approved", "2026-03-01", "2026-04-30", "2026-03-05"],
      ["Initech", "0.00", "closed_lost", "2026-03-10", "2026-04-01", null],
      ["Acmex Ltd", "250000.00", "closed_won", "2026-02-27", "2026-03-31", null],
    ]);
    expect(result).toMatchObject({ total: 4, totalCapped: false, page: 1, pageSize: 3 });
    const last = await reportPage(db(), definition, { kind: "all" }, { page: 2, pageSize: 3 });
    expect(last.items).toEqual([["acme_tools", "99.95", "submitted", "2026-03-02", null, null]]);
  });

  it("rounds sums and averages of amounts to cents and counts as whole numbers", async () => {
    const definition = reportDefinition.parse({
      dataset: "deals",
      filters: [{ column: "partner", operator: "equals", values: ["Filter Partner"] }],
      grouping: {
        by: [{ column: "partner" }],
        measures: [
          { aggregate: "count" },
          { aggregate: "sum", column: "value" },
          { aggregate: "average", column: "value" },
          { aggregate: "minimum", column: "value" },
          { aggregate: "maximum", column: "value" },
        ],
      },
    });
    const result = await reportPage(db(), definition, { kind: "all" }, { page: 1, pageSize: 10 });
    // 251,599.95 / 4 = 62,899.9875
    expect(result.items).toEqual([["Filter Partner", "4", "251599.95", "62899.99", "0.00", "250000.00"]]);
    expect(result.columns.map((column) => [column.key, column.label, column.kind])).toEqual([
      ["partner", "Partner", "text"],
      ["count", "Count", "number"],
      ["sum_value", "Sum of Deal Value", "money"],
      ["average_value", "Average of Deal Value", "money"],
      ["minimum_value", "Minimum of Deal Value", "money"],
      ["maximum_value", "Maximum of Deal Value", "money"],
    ]);
  });
});

describe("every dataset", () => {
  beforeAll(async () => {
    const learner = await createUser(db(), { name: "Lena Learner" });
    const { course } = await createCourse(db(), { title: "Selling 101" });
    const enrollment = await createEnrollment(
      db(),
      learner.id,
      course.id,
      completedOn(new Date("2026-02-03T10:00:00Z")),
    );
    await createCertificate(db(), enrollment, { issuedAt: new Date("2026-02-04T10:00:00Z") });
    const customer = await createCustomer(db(), {
      name: "Umbrella",
      partnerId: partner.id,
      ownerId: learner.id,
      renewalDate: "2027-01-01",
    });
    await createPayout(db(), { partner, paymentReference: "=cmd" });
    await db().insert(supportTickets).values({
      subject: "Export stops",
      description: "Halfway.",
      customerId: customer.id,
      requesterName: "Rita",
    });
  });

  it("has a source for each of its columns and no other", () => {
    for (const dataset of REPORT_DATASET_KEYS) {
      expect(Object.keys(REPORT_SOURCES[dataset].columns).sort(), dataset).toEqual(
        REPORT_DATASETS[dataset].columns.map((column) => column.key).sort(),
      );
    }
  });

  it.each(REPORT_DATASET_KEYS)(
    "%s shows, filters by every operator, groups and sums each column",
    async (dataset) => {
      const columns = REPORT_DATASETS[dataset].columns;
      const shown = reportDefinition.parse({ dataset, columns: columns.map((column) => column.key) });
      const all = await reportPage(db(), shown, { kind: "all" }, { page: 1, pageSize: 10 });
      expect(all.items.length, dataset).toBeGreaterThan(0);
      expect(all.columns.map((column) => column.label)).toEqual(columns.map((column) => column.label));

      for (const column of columns) {
        const choices = column.choices ? Object.keys(ENUM_LABELS[column.choices]) : [];
        const value = { text: "e", number: "0", money: "0", date: "2000-01-01", choice: choices[0] ?? "" }[
          column.kind
        ];
        for (const operator of REPORT_FILTER_OPERATORS[column.kind]) {
          const filtered = reportDefinition.parse({
            ...shown,
            filters: [
              { column: column.key, operator, values: VALUELESS_OPERATORS.includes(operator) ? [] : [value] },
            ],
          });
          await reportPage(db(), filtered, { kind: "all" }, { page: 1, pageSize: 10 });
        }

        const grouped = reportDefinition.parse({
          dataset,
          grouping: {
            by: [column.kind === "date" ? { column: column.key, bucket: "month" } : { column: column.key }],
            measures: [
              { aggregate: "count" },
              ...columns
                .filter(isMeasurable)
                .map((measured) => ({ aggregate: "average" as const, column: measured.key })),
            ],
          },
          sort: { key: column.key, direction: "desc" },
        });
        const result = await reportPage(db(), grouped, { kind: "all" }, { page: 1, pageSize: 10 });
        expect(result.items.length, `${dataset} by ${column.key}`).toBeGreaterThan(0);
      }
    },
  );
});
