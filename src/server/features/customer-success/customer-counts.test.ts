// The customers' kept totals (migration 0039) against a count afresh after random statements over many customers
// at once, and customerCounts over them.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import { CUSTOMER_STATUSES } from "#shared/enums";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { customerCounts } from "./customer-counts";

let testDatabase: TestDatabase;
const db = (): Db => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

class Rollback extends Error {}

const status = fc.constantFrom(...CUSTOMER_STATUSES);
const score = fc.integer({ min: 0, max: 100 });
const someRows = fc.record({ divisor: fc.integer({ min: 1, max: 3 }), remainder: fc.nat({ max: 2 }) });
const change = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), count: fc.integer({ min: 1, max: 6 }), status, score }),
  fc.record({ kind: fc.constant("rescore" as const), rows: someRows, status, score }),
  fc.record({ kind: fc.constant("rename" as const), rows: someRows }),
  fc.record({ kind: fc.constant("delete" as const), rows: someRows }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

const touched = (rows: { divisor: number; remainder: number }) =>
  sql`select id from (select id, row_number() over (order by id) as n from customers) as numbered
    where n % ${rows.divisor} = ${rows.remainder % rows.divisor}`;

async function apply(tx: Db, step: Change) {
  switch (step.kind) {
    case "add":
      await tx.execute(sql`insert into customers (name, customer_key, contact_name, source, start_date, status,
          health_score)
        select 'Customer ' || k, 'customer-' || k, 'Morgan', 'manual', current_date, ${step.status}::customer_status,
          greatest(0, ${step.score} - n)
        from generate_series(1, ${step.count}) as n, lateral (select gen_random_uuid()::text || n as k) as key`);
      return;
    case "rescore":
      await tx.execute(sql`update customers set status = ${step.status}::customer_status,
          health_score = ${step.score} where id in (${touched(step.rows)})`);
      return;
    case "rename":
      await tx.execute(
        sql`update customers set name = name || ' Renamed' where id in (${touched(step.rows)})`,
      );
      return;
    case "delete":
      await tx.execute(sql`delete from customers where id in (${touched(step.rows)})`);
      return;
  }
}

async function rowsOf<Row>(tx: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe("the customers' kept totals", () => {
  it("equal the customers counted afresh after any statements, and customerCounts reads them", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 10 }), async (changes) => {
        await db()
          .transaction(async (transaction) => {
            const tx = transaction as unknown as Db;
            for (const step of changes) await apply(tx, step);
            const fresh = await rowsOf<{ status: string; count: number; score_sum: number }>(
              tx,
              sql`select status::text, count(*)::int as count, sum(health_score)::int as score_sum
                from customers group by status order by status`,
            );
            const kept = await rowsOf<{ status: string; count: number; score_sum: number }>(
              tx,
              sql`select status::text, count::int, score_sum::int from customer_totals
                where count <> 0 or score_sum <> 0 order by status`,
            );
            expect(kept).toEqual(fresh);

            const of = (wanted: string) => fresh.find((row) => row.status === wanted);
            expect(await customerCounts(tx)).toEqual({
              healthy: of("healthy")?.count ?? 0,
              atRisk: of("at_risk")?.count ?? 0,
              churned: of("churned")?.count ?? 0,
              customers: fresh.reduce((total, row) => total + row.count, 0),
              scoreSum: (of("healthy")?.score_sum ?? 0) + (of("at_risk")?.score_sum ?? 0),
            });
            throw new Rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof Rollback)) throw error;
          });
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
