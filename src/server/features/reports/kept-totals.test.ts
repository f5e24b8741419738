// Saved reports' kept totals (migration 0038, decision 0047): the kept rows against totals counted afresh after
// random statements over many rows at once, and a report read from them against the same report read from the
// dataset's rows, cell for cell and in the same order.
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import { type ReportDefinition, reportDefinition } from "#shared/contracts/reports";
import { DEAL_STATUSES, ENROLLMENT_STATUSES, PAYOUT_STATUSES } from "#shared/enums";
import { createCourse } from "#tests/factories/courses";
import { createPartner } from "#tests/factories/partners";
import { createUser } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { compileReport } from "./compile-report";
import { keptTotalsFor } from "./kept-totals";

let testDatabase: TestDatabase;
const db = (): Db => testDatabase.database.db;
let partnerIds: string[];
let courseIds: string[];
let learnerIds: string[];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  partnerIds = [
    (await createPartner(db(), { companyName: "Alpha Partners" })).id,
    (await createPartner(db(), { companyName: "Beta Partners" })).id,
    // Two partners of one name make one group, as they do when a report reads the deals themselves.
    (await createPartner(db(), { companyName: "Beta Partners" })).id,
  ];
  courseIds = [
    (await createCourse(db(), { title: "Selling Basics" })).course.id,
    (await createCourse(db(), { title: "Advanced Negotiation" })).course.id,
  ];
  learnerIds = await Promise.all(
    Array.from({ length: 6 }, async (_, index) => (await createUser(db(), { name: `Learner ${index}` })).id),
  );
});
afterAll(async () => {
  await testDatabase.dispose();
});

class Rollback extends Error {}
/** Runs the work in a transaction that is then rolled back, so each property run starts from no rows. */
async function rolledBack(work: (tx: Db) => Promise<void>): Promise<void> {
  await db()
    .transaction(async (tx) => {
      await work(tx as unknown as Db);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

async function rowsOf(tx: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const FROM = Date.UTC(2025, 0, 1);
const moment = fc
  .integer({ min: FROM, max: FROM + 400 * 86_400_000 })
  .map((ms) => new Date(ms).toISOString());
const cents = fc.integer({ min: 0, max: 2_000_000 }).map((value) => (value / 100).toFixed(2));
/** Which rows a change touches: those whose number, modulo the divisor, is the remainder. */
const someRows = fc.record({ divisor: fc.integer({ min: 1, max: 4 }), remainder: fc.nat({ max: 3 }) });

type Change =
  | { kind: "addDeals"; count: number; status: string; value: string; at: string; partner: number }
  | { kind: "dealStatus"; rows: { divisor: number; remainder: number }; status: string }
  | { kind: "dealValue"; rows: { divisor: number; remainder: number }; value: string; at: string }
  | { kind: "deleteDeals"; rows: { divisor: number; remainder: number } }
  | { kind: "addPayouts"; status: string; rate: string; at: string }
  | { kind: "payoutStatus"; rows: { divisor: number; remainder: number }; status: string; commission: string }
  | { kind: "deletePayouts"; rows: { divisor: number; remainder: number } }
  | { kind: "addEnrollments"; course: number; at: string }
  | {
      kind: "enrollmentProgress";
      rows: { divisor: number; remainder: number };
      status: string;
      progress: number;
    }
  | { kind: "deleteEnrollments"; rows: { divisor: number; remainder: number } };

const CHANGES = {
  addDeals: fc.record({
    kind: fc.constant("addDeals" as const),
    count: fc.integer({ min: 1, max: 5 }),
    status: fc.constantFrom(...DEAL_STATUSES),
    value: cents,
    at: moment,
    partner: fc.nat({ max: 2 }),
  }),
  dealStatus: fc.record({
    kind: fc.constant("dealStatus" as const),
    rows: someRows,
    status: fc.constantFrom(...DEAL_STATUSES),
  }),
  dealValue: fc.record({ kind: fc.constant("dealValue" as const), rows: someRows, value: cents, at: moment }),
  deleteDeals: fc.record({ kind: fc.constant("deleteDeals" as const), rows: someRows }),
  addPayouts: fc.record({
    kind: fc.constant("addPayouts" as const),
    status: fc.constantFrom(...PAYOUT_STATUSES),
    rate: fc.integer({ min: 0, max: 10_000 }).map((value) => (value / 100).toFixed(2)),
    at: moment,
  }),
  payoutStatus: fc.record({
    kind: fc.constant("payoutStatus" as const),
    rows: someRows,
    status: fc.constantFrom(...PAYOUT_STATUSES),
    commission: cents,
  }),
  deletePayouts: fc.record({ kind: fc.constant("deletePayouts" as const), rows: someRows }),
  addEnrollments: fc.record({
    kind: fc.constant("addEnrollments" as const),
    course: fc.nat({ max: 1 }),
    at: moment,
  }),
  enrollmentProgress: fc.record({
    kind: fc.constant("enrollmentProgress" as const),
    rows: someRows,
    status: fc.constantFrom(...ENROLLMENT_STATUSES),
    progress: fc.integer({ min: 0, max: 100 }),
  }),
  deleteEnrollments: fc.record({ kind: fc.constant("deleteEnrollments" as const), rows: someRows }),
} satisfies { [Kind in Change["kind"]]: fc.Arbitrary<Extract<Change, { kind: Kind }>> };

const changeOf = (...kinds: Change["kind"][]): fc.Arbitrary<Change> =>
  fc.oneof(...kinds.map((kind) => CHANGES[kind] as fc.Arbitrary<Change>));
const change = changeOf(...(Object.keys(CHANGES) as Change["kind"][]));

/** The rows a change touches, by their place in id order. */
const touched = (table: SQL, rows: { divisor: number; remainder: number }) =>
  sql`select id from (select id, row_number() over (order by id) as n from ${table}) as numbered
    where n % ${rows.divisor} = ${rows.remainder % rows.divisor}`;

/** One statement per change, each over many rows at once: the triggers run once per statement. */
async function apply(tx: Db, step: Change): Promise<void> {
  switch (step.kind) {
    case "addDeals":
      await tx.execute(sql`insert into partner_deals (partner_id, company_name, contact_person, deal_value, status,
          submitted_at)
        select ${partnerIds[step.partner]}, 'Customer ' || n, 'Dana', ${step.value}::numeric + n,
          ${step.status}::deal_status, ${step.at}::timestamptz + n * interval '7 hours'
        from generate_series(1, ${step.count}) as n`);
      return;
    case "dealStatus":
      await tx.execute(sql`update partner_deals set status = ${step.status}::deal_status
        where id in (${touched(sql`partner_deals`, step.rows)})`);
      return;
    case "dealValue":
      await tx.execute(sql`update partner_deals set deal_value = ${step.value}, submitted_at = ${step.at}
        where id in (${touched(sql`partner_deals`, step.rows)})`);
      return;
    case "deleteDeals":
      // Their payouts go with them, as a partner's removal takes both.
      await tx.execute(
        sql`delete from commission_payouts where deal_id in (${touched(sql`partner_deals`, step.rows)})`,
      );
      await tx.execute(
        sql`delete from partner_deals where id in (${touched(sql`partner_deals`, step.rows)})`,
      );
      return;
    case "addPayouts":
      await tx.execute(sql`insert into commission_payouts (partner_id, deal_id, deal_value, commission_rate,
          commission_amount, status, created_at, paid_at)
        select d.partner_id, d.id, d.deal_value, ${step.rate}, round(d.deal_value * ${step.rate} / 100, 2),
          ${step.status}::payout_status, ${step.at},
          case when ${step.status} = 'paid' then ${step.at}::timestamptz end
        from partner_deals d where not exists (select 1 from commission_payouts c where c.deal_id = d.id)`);
      return;
    case "payoutStatus":
      await tx.execute(sql`update commission_payouts set status = ${step.status}::payout_status,
          paid_at = case when ${step.status} = 'paid' then created_at end, commission_amount = ${step.commission}
        where id in (${touched(sql`commission_payouts`, step.rows)})`);
      return;
    case "deletePayouts":
      await tx.execute(
        sql`delete from commission_payouts where id in (${touched(sql`commission_payouts`, step.rows)})`,
      );
      return;
    case "addEnrollments":
      await tx.execute(sql`insert into enrollments (user_id, course_id, enrolled_at)
        select learner, ${courseIds[step.course]}::uuid, ${step.at}::timestamptz + n * interval '5 hours'
        from unnest(${sql.param(learnerIds)}::text[]) with ordinality as learners(learner, n)
        on conflict do nothing`);
      return;
    case "enrollmentProgress":
      await tx.execute(sql`update enrollments set status = ${step.status}::enrollment_status,
          progress_percentage = ${step.progress}
        where id in (${touched(sql`enrollments`, step.rows)})`);
      return;
    case "deleteEnrollments":
      await tx.execute(sql`delete from enrollments where id in (${touched(sql`enrollments`, step.rows)})`);
      return;
  }
}

/** Each kept table beside the same totals counted afresh from the rows. */
const KEPT_VS_FRESH: { table: string; kept: SQL; fresh: SQL }[] = [
  {
    table: "deal_totals_by_partner",
    kept: sql`select partner_id::text, status::text, count::text, value::text, '', ''
      from deal_totals_by_partner where count <> 0 or value <> 0`,
    fresh: sql`select partner_id::text, status::text, count(*)::text, sum(deal_value)::text, '', ''
      from partner_deals group by 1, 2`,
  },
  {
    table: "deal_totals_by_day",
    kept: sql`select submitted_on::text, status::text, count::text, value::text, '', ''
      from deal_totals_by_day where count <> 0 or value <> 0`,
    fresh: sql`select (submitted_at at time zone 'UTC')::date::text, status::text, count(*)::text,
      sum(deal_value)::text, '', '' from partner_deals group by 1, 2`,
  },
  {
    table: "payout_totals_by_partner",
    kept: sql`select partner_id::text, status::text, count::text, deal_value::text, rate::text, commission::text
      from payout_totals_by_partner where count <> 0 or deal_value <> 0 or rate <> 0 or commission <> 0`,
    fresh: sql`select partner_id::text, status::text, count(*)::text, sum(deal_value)::text,
      sum(commission_rate)::text, sum(commission_amount)::text from commission_payouts group by 1, 2`,
  },
  {
    table: "payout_totals_by_day",
    kept: sql`select created_on::text, status::text, count::text, deal_value::text, rate::text, commission::text
      from payout_totals_by_day where count <> 0 or deal_value <> 0 or rate <> 0 or commission <> 0`,
    fresh: sql`select (created_at at time zone 'UTC')::date::text, status::text, count(*)::text,
      sum(deal_value)::text, sum(commission_rate)::text, sum(commission_amount)::text
      from commission_payouts group by 1, 2`,
  },
  {
    table: "enrollment_totals_by_course",
    kept: sql`select course_id::text, status::text, count::text, progress::text, '', ''
      from enrollment_totals_by_course where count <> 0 or progress <> 0`,
    fresh: sql`select course_id::text, status::text, count(*)::text, sum(progress_percentage)::text, '', ''
      from enrollments group by 1, 2`,
  },
  {
    table: "enrollment_totals_by_day",
    kept: sql`select enrolled_on::text, status::text, count::text, progress::text, '', ''
      from enrollment_totals_by_day where count <> 0 or progress <> 0`,
    fresh: sql`select (enrolled_at at time zone 'UTC')::date::text, status::text, count(*)::text,
      sum(progress_percentage)::text, '', '' from enrollments group by 1, 2`,
  },
];

/** Rows as sorted lists of their values, numbers compared as numbers. */
async function tableOf(tx: Db, query: SQL): Promise<string[]> {
  const rows = await rowsOf(tx, sql`select * from (${query}) as totals (k1, k2, n, s1, s2, s3)`);
  return rows
    .map((row) =>
      JSON.stringify(
        Object.values(row).map((value) =>
          typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value,
        ),
      ),
    )
    .sort();
}

describe("kept report totals", () => {
  it("equal the totals counted afresh after any statements over deals, payouts and enrollments", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (changes) => {
        await rolledBack(async (tx) => {
          for (const step of changes) await apply(tx, step);
          for (const { table, kept, fresh } of KEPT_VS_FRESH) {
            expect({ table, rows: await tableOf(tx, kept) }).toEqual({
              table,
              rows: await tableOf(tx, fresh),
            });
          }
        });
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

/** Definitions the kept totals answer: groups and filters among their columns, counts, sums and averages. */
const GROUPABLE: Record<
  "deals" | "payouts" | "enrollments",
  { date: string; other: string; terms: string[]; sums: string[]; changes: fc.Arbitrary<Change> }
> = {
  deals: {
    date: "submitted",
    other: "partner",
    terms: ["Beta Partners", "alpha"],
    sums: ["value"],
    changes: changeOf("addDeals", "addDeals", "dealStatus", "dealValue", "deleteDeals"),
  },
  payouts: {
    date: "created",
    other: "partner",
    terms: ["Beta Partners", "alpha"],
    sums: ["deal_value", "rate", "commission"],
    changes: changeOf("addDeals", "addPayouts", "payoutStatus", "deletePayouts"),
  },
  enrollments: {
    date: "enrolled",
    other: "course",
    terms: ["Selling Basics", "nego"],
    sums: ["progress"],
    changes: changeOf("addEnrollments", "enrollmentProgress", "deleteEnrollments"),
  },
};
const STATUSES = { deals: DEAL_STATUSES, payouts: PAYOUT_STATUSES, enrollments: ENROLLMENT_STATUSES };

function answerable(dataset: keyof typeof GROUPABLE): fc.Arbitrary<ReportDefinition> {
  const { date, other, terms, sums } = GROUPABLE[dataset];
  // The date with status, or the partner or course with status: the columns one kept table holds.
  const byDate = fc.boolean();
  return byDate.chain((dated) => {
    const keys = dated ? [date, "status"] : [other, "status"];
    const filter = fc.oneof(
      fc.record({
        column: fc.constant("status"),
        operator: fc.constantFrom("is_any_of" as const, "is_none_of" as const),
        values: fc.subarray([...STATUSES[dataset]], { minLength: 1 }),
      }),
      dated
        ? fc.record({
            column: fc.constant(date),
            operator: fc.constantFrom("on" as const, "on_or_after" as const, "on_or_before" as const),
            values: moment.map((at) => [at.slice(0, 10)]),
          })
        : fc.record({
            column: fc.constant(other),
            operator: fc.constantFrom("contains" as const, "equals" as const, "not_equals" as const),
            values: fc.constantFrom(...terms).map((term) => [term]),
          }),
    );
    const measure = fc.oneof(
      fc.constant({ aggregate: "count" as const }),
      fc.record({
        aggregate: fc.constantFrom("sum" as const, "average" as const),
        column: fc.constantFrom(...sums),
      }),
    );
    return fc
      .record({
        by: fc.subarray(keys, { minLength: 1 }),
        bucket: fc.constantFrom("day", "week", "month", "quarter", "year"),
        measures: fc.uniqueArray(measure, {
          minLength: 1,
          maxLength: 3,
          selector: (one) => `${one.aggregate}_${"column" in one ? one.column : ""}`,
        }),
        filters: fc.array(filter, { maxLength: 2 }),
        sortByGroup: fc.boolean(),
        descending: fc.boolean(),
      })
      .map(({ by, bucket, measures, filters, sortByGroup, descending }) => {
        const first = measures[0] ?? { aggregate: "count" as const };
        return reportDefinition.parse({
          dataset,
          filters,
          grouping: {
            by: by.map((column) => (column === date ? { column, bucket } : { column })),
            measures,
          },
          sort: {
            key: sortByGroup ? by[0] : "column" in first ? `${first.aggregate}_${first.column}` : "count",
            direction: descending ? "desc" : "asc",
          },
        });
      });
  });
}

async function everyPage(tx: Db, definition: ReportDefinition, live: boolean) {
  const compiled = compileReport(definition, { kind: "all" }, { live });
  const pages: Record<string, unknown>[][] = [];
  for (let page = 1; page <= 20; page += 1) {
    const rows = await rowsOf(tx, compiled.page({ page, pageSize: 4 }));
    pages.push(rows);
    if (rows.length < 4) break;
  }
  const [count] = await rowsOf(tx, compiled.count(0));
  return { pages, count: count?.count };
}

describe.each(["deals", "payouts", "enrollments"] as const)("a grouped report over %s", (dataset) => {
  it("reads the same pages from the kept totals as from the rows themselves", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(GROUPABLE[dataset].changes, { minLength: 2, maxLength: 10 }),
        answerable(dataset),
        async (changes, definition) => {
          expect(keptTotalsFor(definition, { kind: "all" })).toBeDefined();
          await rolledBack(async (tx) => {
            for (const step of changes) await apply(tx, step);
            expect(await everyPage(tx, definition, false)).toEqual(await everyPage(tx, definition, true));
          });
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe("which reports read kept totals", () => {
  const definition = (input: unknown) => reportDefinition.parse(input);
  const byPartner = {
    dataset: "deals",
    grouping: { by: [{ column: "partner" }], measures: [{ aggregate: "sum", column: "value" }] },
  };

  it("reads them for groups, filters and figures they hold, over every row", () => {
    expect(keptTotalsFor(definition(byPartner), { kind: "all" })).toBeDefined();
    expect(
      keptTotalsFor(
        definition({
          dataset: "enrollments",
          grouping: { by: [{ column: "course" }, { column: "status" }], measures: [{ aggregate: "count" }] },
        }),
        { kind: "all" },
      ),
    ).toBeDefined();
  });

  it("reads the rows for a minimum, a filter or group they do not hold, one's own rows, or no grouping", () => {
    const cases = [
      {
        ...byPartner,
        grouping: { ...byPartner.grouping, measures: [{ aggregate: "maximum", column: "value" }] },
      },
      { ...byPartner, filters: [{ column: "customer", operator: "contains", values: ["co"] }] },
      {
        ...byPartner,
        grouping: {
          ...byPartner.grouping,
          by: [{ column: "partner" }, { column: "submitted", bucket: "month" }],
        },
      },
      { dataset: "deals", columns: ["partner", "value"] },
      { dataset: "customers", grouping: { by: [{ column: "status" }], measures: [{ aggregate: "count" }] } },
    ];
    for (const input of cases) expect(keptTotalsFor(definition(input), { kind: "all" })).toBeUndefined();
    const ownEnrollments = definition({
      dataset: "enrollments",
      grouping: { by: [{ column: "status" }], measures: [{ aggregate: "count" }] },
    });
    expect(keptTotalsFor(ownEnrollments, { kind: "own", userId: "someone" })).toBeUndefined();
  });
});
