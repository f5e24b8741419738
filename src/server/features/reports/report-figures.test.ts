// A grouped report's figures against a hand-written `group by` over the same rows: random deals and payouts,
// random groupings (one or two keys, date buckets among them), measures and filters. The filters are applied
// here in JavaScript, and the hand-written statement sums exactly the rows they keep.
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals } from "#server/db/schema/index";
import { type ReportDefinition, reportDefinition } from "#shared/contracts/reports";
import { DEAL_STATUSES, PAYOUT_STATUSES } from "#shared/enums";
import { REPORT_DATE_BUCKETS, type ReportDateBucket } from "#shared/report-datasets";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { reportPage } from "./report-page";

let testDatabase: TestDatabase;
let partnersOf: TestPartner[];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const db = testDatabase.database.db;
  partnersOf = [
    await createPartner(db, { companyName: "Alpha Partners" }),
    await createPartner(db, { companyName: "Beta Partners" }),
    await createPartner(db, { companyName: "Gamma Partners" }),
  ];
});
afterAll(async () => {
  await testDatabase.dispose();
});

const FROM = Date.UTC(2024, 11, 20);
const TO = Date.UTC(2026, 1, 10);
const moment = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms));
const day = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms).toISOString().slice(0, 10));
const cents = fc.integer({ min: 0, max: 5_000_000 });
const amount = (value: number) => (value / 100).toFixed(2);
const utcDay = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);
const bucket = fc.constantFrom(...REPORT_DATE_BUCKETS);

interface Row {
  id: string;
  /** Filterable values as the report's columns name them: cents for amounts, UTC days for dates. */
  values: Record<string, string | number | null>;
  deal: typeof partnerDeals.$inferInsert;
  payout?: typeof commissionPayouts.$inferInsert;
}

async function insertRows(db: Db, rows: Row[]) {
  if (rows.length === 0) return;
  await db.insert(partnerDeals).values(rows.map((row) => row.deal));
  const payouts = rows.flatMap((row) => (row.payout ? [row.payout] : []));
  if (payouts.length > 0) await db.insert(commissionPayouts).values(payouts);
}

type Filter = ReportDefinition["filters"][number];

/** Whether a row passes a filter, worked out here rather than by the compiler. */
function passes(row: Row, filter: Filter): boolean {
  const value = row.values[filter.column] ?? null;
  const [first = ""] = filter.values;
  switch (filter.operator) {
    case "is_any_of":
      return filter.values.includes(String(value));
    case "is_none_of":
      return !filter.values.includes(String(value));
    case "is_empty":
      return value === null || value === "";
    case "is_not_empty":
      return value !== null && value !== "";
    case "contains":
      return value !== null && String(value).toLowerCase().includes(first.toLowerCase());
    case "on":
      return value === first;
    case "on_or_after":
      return value !== null && String(value) >= first;
    case "on_or_before":
      return value !== null && String(value) <= first;
    case "at_least":
      return value !== null && Number(value) >= Math.round(Number(first) * 100);
    case "less_than":
      return value !== null && Number(value) < Math.round(Number(first) * 100);
    default:
      throw new Error(`no oracle for ${filter.operator}`);
  }
}

/** The hand-written statement's group key for a column and bucket, as the report writes it (YYYY-MM-DD). */
const bucketed = (moment: SQL, unit: ReportDateBucket) =>
  sql`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${moment}), 'YYYY-MM-DD')`;

interface DatasetCase {
  dataset: "deals" | "payouts";
  rows: fc.Arbitrary<Row[]>;
  from: SQL;
  id: SQL;
  groupKeys: Record<string, { dated: boolean; expression(unit: ReportDateBucket): SQL }>;
  measured: Record<string, SQL>;
  filter: fc.Arbitrary<Filter>;
}

const dealRow = fc
  .record({
    partner: fc.nat({ max: 2 }),
    customer: fc.constantFrom("Initech Corp", "Globex", "Umbrella co", "Hooli"),
    value: cents,
    status: fc.constantFrom(...DEAL_STATUSES),
    submitted: moment,
    expectedClose: fc.option(day, { nil: null }),
    reviewed: fc.option(moment, { nil: null }),
  })
  .map((deal) => ({ id: randomUUID(), deal }));

const DEALS: DatasetCase = {
  dataset: "deals",
  rows: fc.array(dealRow, { minLength: 0, maxLength: 30 }).map((deals) =>
    deals.map(({ id, deal }) => ({
      id,
      deal: dealValues(id, deal),
      values: {
        partner: partnersOf[deal.partner]?.companyName ?? null,
        customer: deal.customer,
        value: deal.value,
        status: deal.status,
        submitted: utcDay(deal.submitted),
        expected_close: deal.expectedClose,
        reviewed: utcDay(deal.reviewed),
      },
    })),
  ),
  from: sql`partner_deals d join partners p on p.id = d.partner_id`,
  id: sql`d.id`,
  groupKeys: {
    status: { dated: false, expression: () => sql`d.status::text` },
    partner: { dated: false, expression: () => sql`p.company_name` },
    submitted: {
      dated: true,
      expression: (unit) => bucketed(sql`(d.submitted_at at time zone 'UTC')`, unit),
    },
    expected_close: {
      dated: true,
      expression: (unit) => bucketed(sql`d.expected_close_date::timestamp`, unit),
    },
    reviewed: { dated: true, expression: (unit) => bucketed(sql`(d.reviewed_at at time zone 'UTC')`, unit) },
  },
  measured: { value: sql`d.deal_value` },
  filter: fc.oneof(
    fc.record({
      column: fc.constant("status"),
      operator: fc.constantFrom("is_any_of" as const, "is_none_of" as const),
      values: fc.subarray([...DEAL_STATUSES], { minLength: 1 }),
    }),
    fc.record({
      column: fc.constant("value"),
      operator: fc.constantFrom("at_least" as const, "less_than" as const),
      values: cents.map((value) => [amount(value)]),
    }),
    fc.record({
      column: fc.constantFrom("submitted", "reviewed", "expected_close"),
      operator: fc.constantFrom("on_or_after" as const, "on_or_before" as const),
      values: day.map((value) => [value]),
    }),
    fc.record({
      column: fc.constant("customer"),
      operator: fc.constant("contains" as const),
      values: fc.constantFrom("co", "CORP", "x").map((term) => [term]),
    }),
    fc.record({
      column: fc.constantFrom("reviewed", "expected_close"),
      operator: fc.constantFrom("is_empty" as const, "is_not_empty" as const),
      values: fc.constant<string[]>([]),
    }),
  ),
};

function dealValues(
  id: string,
  deal: {
    partner: number;
    customer: string;
    value: number;
    status: (typeof DEAL_STATUSES)[number];
    submitted: Date;
    expectedClose: string | null;
    reviewed: Date | null;
  },
) {
  return {
    id,
    partnerId: partnersOf[deal.partner]?.id as string,
    companyName: deal.customer,
    contactPerson: "Dana Buyer",
    dealValue: amount(deal.value),
    status: deal.status,
    submittedAt: deal.submitted,
    expectedCloseDate: deal.expectedClose,
    reviewedAt: deal.reviewed,
  };
}

const payoutRow = fc
  .record({
    partner: fc.nat({ max: 2 }),
    dealValue: cents,
    rate: fc.integer({ min: 0, max: 10_000 }),
    commission: cents,
    status: fc.constantFrom(...PAYOUT_STATUSES),
    created: moment,
    paid: moment,
  })
  .map((payout) => ({ id: randomUUID(), dealId: randomUUID(), payout }));

const PAYOUTS: DatasetCase = {
  dataset: "payouts",
  rows: fc.array(payoutRow, { minLength: 0, maxLength: 30 }).map((payouts) =>
    payouts.map(({ id, dealId, payout }) => ({
      id,
      deal: dealValues(dealId, {
        partner: payout.partner,
        customer: "Payout Customer",
        value: payout.dealValue,
        status: "closed_won",
        submitted: payout.created,
        expectedClose: null,
        reviewed: null,
      }),
      payout: {
        id,
        partnerId: partnersOf[payout.partner]?.id as string,
        dealId,
        dealValue: amount(payout.dealValue),
        commissionRate: amount(payout.rate),
        commissionAmount: amount(payout.commission),
        status: payout.status,
        createdAt: payout.created,
        paidAt: payout.status === "paid" ? payout.paid : null,
      },
      values: {
        partner: partnersOf[payout.partner]?.companyName ?? null,
        deal_value: payout.dealValue,
        rate: payout.rate,
        commission: payout.commission,
        status: payout.status,
        created: utcDay(payout.created),
        paid: payout.status === "paid" ? utcDay(payout.paid) : null,
      },
    })),
  ),
  from: sql`commission_payouts c join partners p on p.id = c.partner_id`,
  id: sql`c.id`,
  groupKeys: {
    status: { dated: false, expression: () => sql`c.status::text` },
    partner: { dated: false, expression: () => sql`p.company_name` },
    created: { dated: true, expression: (unit) => bucketed(sql`(c.created_at at time zone 'UTC')`, unit) },
    paid: { dated: true, expression: (unit) => bucketed(sql`(c.paid_at at time zone 'UTC')`, unit) },
  },
  measured: {
    deal_value: sql`c.deal_value`,
    rate: sql`c.commission_rate`,
    commission: sql`c.commission_amount`,
  },
  filter: fc.oneof(
    fc.record({
      column: fc.constant("status"),
      operator: fc.constantFrom("is_any_of" as const, "is_none_of" as const),
      values: fc.subarray([...PAYOUT_STATUSES], { minLength: 1 }),
    }),
    fc.record({
      column: fc.constantFrom("commission", "deal_value"),
      operator: fc.constantFrom("at_least" as const, "less_than" as const),
      values: cents.map((value) => [amount(value)]),
    }),
    fc.record({
      column: fc.constantFrom("created", "paid"),
      operator: fc.constantFrom("on_or_after" as const, "on_or_before" as const),
      values: day.map((value) => [value]),
    }),
    fc.record({
      column: fc.constant("paid"),
      operator: fc.constantFrom("is_empty" as const, "is_not_empty" as const),
      values: fc.constant<string[]>([]),
    }),
  ),
};

const AGGREGATES = ["sum", "average", "minimum", "maximum"] as const;
const HAND_AGGREGATE: Record<(typeof AGGREGATES)[number], (value: SQL) => SQL> = {
  sum: (value) => sql`sum(${value})`,
  average: (value) => sql`round(avg(${value}), 2)`,
  minimum: (value) => sql`min(${value})`,
  maximum: (value) => sql`max(${value})`,
};

function definitionOf(spec: DatasetCase) {
  const groupKey = fc.record({ column: fc.constantFrom(...Object.keys(spec.groupKeys)), bucket });
  const measure = fc.oneof(
    fc.constant({ aggregate: "count" as const }),
    fc.record({
      aggregate: fc.constantFrom(...AGGREGATES),
      column: fc.constantFrom(...Object.keys(spec.measured)),
    }),
  );
  return fc
    .record({
      by: fc.uniqueArray(groupKey, { minLength: 1, maxLength: 2, selector: (group) => group.column }),
      measures: fc.uniqueArray(measure, {
        minLength: 1,
        maxLength: 3,
        selector: (one) => `${one.aggregate}_${"column" in one ? one.column : ""}`,
      }),
      filters: fc.array(spec.filter, { maxLength: 3 }),
      sortFirst: fc.boolean(),
      descending: fc.boolean(),
    })
    .map(({ by, measures, filters, sortFirst, descending }) => {
      const groups = by.map((group) =>
        spec.groupKeys[group.column]?.dated ? group : { column: group.column },
      );
      const sortKey = sortFirst
        ? (groups[0]?.column as string)
        : measures[0]?.aggregate === "count"
          ? "count"
          : `${measures[0]?.aggregate}_${(measures[0] as { column: string }).column}`;
      return reportDefinition.parse({
        dataset: spec.dataset,
        filters,
        grouping: { by: groups, measures },
        sort: { key: sortKey, direction: descending ? "desc" : "asc" },
      });
    });
}

class Rollback extends Error {}

/** Every page of a report, read 7 groups at a time. */
async function allPages(db: Db, definition: ReportDefinition) {
  const items: (string | null)[][] = [];
  for (let page = 1; ; page += 1) {
    const result = await reportPage(db, definition, { kind: "all" }, { page, pageSize: 7 });
    items.push(...result.items);
    if (result.items.length < 7) return { items, total: result.total, totalCapped: result.totalCapped };
  }
}

async function expectedGroups(db: Db, spec: DatasetCase, definition: ReportDefinition, kept: string[]) {
  const grouping = definition.grouping;
  if (!grouping) throw new Error("grouped definitions only");
  const keys = grouping.by.map((group) =>
    spec.groupKeys[group.column]?.expression(group.bucket ?? "day"),
  ) as SQL[];
  const figures = grouping.measures.map((measure) =>
    measure.aggregate === "count" || !measure.column
      ? sql`count(*)`
      : HAND_AGGREGATE[measure.aggregate](spec.measured[measure.column] as SQL),
  );
  const selected = [...keys, ...figures].map(
    (part, index) => sql`(${part})::text as ${sql.raw(`v${index}`)}`,
  );
  const { rows } = (await db.execute(sql`
    select ${sql.join(selected, sql`, `)} from ${spec.from}
    where ${spec.id} = any(${sql.param(kept)}::uuid[])
    group by ${sql.join(
      keys.map((_, index) => sql.raw(String(index + 1))),
      sql`, `,
    )}`)) as unknown as { rows: Record<string, string | null>[] };
  return rows.map((row) => selected.map((_, index) => row[`v${index}`] ?? null));
}

/** A row of figures keyed by its groups, figures as numbers to two decimals. */
const byGroups = (rows: (string | null)[][], groupCount: number) =>
  new Map(
    rows.map((row) => [
      JSON.stringify(row.slice(0, groupCount)),
      row.slice(groupCount).map((figure) => (figure === null ? null : Number(Number(figure).toFixed(2)))),
    ]),
  );

describe.each([DEALS, PAYOUTS])("a grouped report over $dataset", (spec) => {
  it("has the figures of a hand-written group by over the rows its filters keep, each group once, in order", async () => {
    const db = testDatabase.database.db;
    await fc.assert(
      fc.asyncProperty(spec.rows, definitionOf(spec), async (rows, definition) => {
        await db
          .transaction(async (tx) => {
            await insertRows(tx as unknown as Db, rows);
            const kept = rows.filter((row) => definition.filters.every((filter) => passes(row, filter)));
            const groupCount = definition.grouping?.by.length ?? 0;
            const report = await allPages(tx as unknown as Db, definition);
            const expected = await expectedGroups(
              tx as unknown as Db,
              spec,
              definition,
              kept.map((row) => row.id),
            );

            expect(report.total).toBe(expected.length);
            expect(report.totalCapped).toBe(false);
            expect(report.items).toHaveLength(expected.length);
            expect(byGroups(report.items, groupCount)).toEqual(byGroups(expected, groupCount));

            // Sorted by the definition's sort, nulls last, where the order is plain to check here (days, figures).
            const sortIndex = [
              ...(definition.grouping?.by.map((group) => group.column) ?? []),
              ...(definition.grouping?.measures.map((measure) =>
                measure.aggregate === "count" ? "count" : `${measure.aggregate}_${measure.column}`,
              ) ?? []),
            ].indexOf(definition.sort?.key ?? "");
            const sortsAsText = definition.grouping?.by.some(
              (group) => group.column === definition.sort?.key && !group.bucket,
            );
            if (!sortsAsText) {
              const sorted = report.items.map((item) => item[sortIndex] ?? null);
              const present = sorted.filter((value) => value !== null);
              expect(sorted.slice(present.length).every((value) => value === null)).toBe(true);
              const asNumbers = present.map((value) =>
                /^\d{4}-/.test(value) ? Date.parse(value) : Number(value),
              );
              const ordered = [...asNumbers].sort((a, b) =>
                definition.sort?.direction === "desc" ? b - a : a - b,
              );
              expect(asNumbers).toEqual(ordered);
            }
            throw new Rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof Rollback)) throw error;
          });
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe("date buckets", () => {
  it("start a week on Monday and bucket a moment by its UTC day", async () => {
    const db = testDatabase.database.db;
    await db
      .transaction(async (tx) => {
        const [partner] = partnersOf;
        if (!partner) throw new Error("no partner");
        // Sunday 2026-03-01 23:30 UTC (Monday already east of UTC), and Monday 2026-03-02 00:30 UTC.
        for (const at of ["2026-03-01T23:30:00Z", "2026-03-02T00:30:00Z"]) {
          await tx.insert(partnerDeals).values(
            dealValues(randomUUID(), {
              partner: 0,
              customer: "Bucketed",
              value: 100,
              status: "submitted",
              submitted: new Date(at),
              expectedClose: null,
              reviewed: null,
            }),
          );
        }
        const definition = (bucketName: ReportDateBucket) =>
          reportDefinition.parse({
            dataset: "deals",
            grouping: {
              by: [{ column: "submitted", bucket: bucketName }],
              measures: [{ aggregate: "count" }],
            },
            sort: { key: "submitted", direction: "asc" },
          });
        const week = await reportPage(
          tx as unknown as Db,
          definition("week"),
          { kind: "all" },
          { page: 1, pageSize: 20 },
        );
        expect(week.items).toEqual([
          ["2026-02-23", "1"],
          ["2026-03-02", "1"],
        ]);
        const quarter = await reportPage(
          tx as unknown as Db,
          definition("quarter"),
          { kind: "all" },
          { page: 1, pageSize: 20 },
        );
        expect(quarter.items).toEqual([["2026-01-01", "2"]]);
        expect(week.columns).toEqual([
          { key: "submitted", label: "Submitted (week)", kind: "date" },
          { key: "count", label: "Count", kind: "number" },
        ]);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});
