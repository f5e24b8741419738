// What the at-scale benchmarks share: a database of their own on a PostgreSQL server, migrated and filled once
// by set-based SQL (reused with --keep), then a use case timed one call at a time, printed as p50/p95 against
// the 50 ms budget.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const KEEP = process.argv.includes("--keep");
export const BUDGET_MS = 50;
const WARM_UP = 5;
export const ROUNDS = 100;

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

export interface ScaleDatabase {
  url: string;
  /** Drops the database unless --keep was given. */
  finish(): Promise<void>;
}

/**
 * Creates (or with --keep reuses) the database, applies the app's migrations and, when `probe` finds it empty,
 * fills `tables` with `fill`: their secondary indexes are dropped first and built once at the end.
 */
export async function prepareScaleDatabase(options: {
  name: string;
  tables: readonly string[];
  probe: string;
  fill: (client: pg.Client) => Promise<void>;
}): Promise<ScaleDatabase> {
  const url = (() => {
    const parsed = new URL(SERVER_URL);
    parsed.pathname = `/${options.name}`;
    return parsed.toString();
  })();
  const exists = await withClient(SERVER_URL, async (admin) => {
    const found = await admin.query("select 1 from pg_database where datname = $1", [options.name]);
    if (found.rowCount && KEEP) return true;
    await admin.query(`drop database if exists ${options.name} with (force)`);
    await admin.query(`create database ${options.name}`);
    return false;
  });
  const database = await openDatabase({ kind: "postgres", url });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  const filled = exists && (await withClient(url, (client) => client.query(options.probe))).rowCount;
  if (!filled) {
    await withClient(url, async (client) => {
      await client.query("set maintenance_work_mem = '512MB'");
      const { rows: indexes } = await client.query<{ name: string; definition: string }>(
        `select i.indexname as name, i.indexdef as definition from pg_indexes i
         where i.schemaname = 'public' and i.tablename = any($1)
           and not exists (select 1 from pg_constraint c
             where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
        [options.tables],
      );
      for (const index of indexes) await client.query(`drop index "${index.name}"`);
      const inserting = performance.now();
      await options.fill(client);
      console.log(`inserted the rows of ${options.tables.join(", ")} in ${seconds(inserting)}`);
      const indexing = performance.now();
      for (const index of indexes) await client.query(index.definition);
      console.log(`built their ${indexes.length} secondary indexes in ${seconds(indexing)}`);
      await client.query(`vacuum (analyze) ${options.tables.map((table) => `"${table}"`).join(", ")}`);
    });
  } else {
    // A kept database, vacuumed as autovacuum would have: a server may run with autovacuum off (a test or CI
    // setup), and the changes since the last run (the performance ranking's hourly roll, decision 0038) would
    // then leave the visibility map unset for the index-only scans, of the larger database alone.
    await withClient(url, (client) =>
      client.query(`vacuum (analyze) ${options.tables.map((table) => `"${table}"`).join(", ")}`),
    );
  }
  return {
    url,
    finish: async () => {
      if (!KEEP)
        await withClient(SERVER_URL, (admin) => admin.query(`drop database ${options.name} with (force)`));
    },
  };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export interface Timing<Result> {
  p50: number;
  p95: number;
  result: Result | undefined;
}

/** Times `run` after a warm-up: p50 and p95 in ms, and the last result. */
export async function time<Result>(run: () => Promise<Result>, rounds = ROUNDS): Promise<Timing<Result>> {
  const samples: number[] = [];
  let result: Result | undefined;
  for (let round = 0; round < WARM_UP + rounds; round++) {
    const started = performance.now();
    result = await run();
    if (round >= WARM_UP) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), result };
}

export interface TimedRow {
  scenario: string;
  page: number;
  total: string;
  p50: number;
  p95: number;
  /** The issue's budget covers it; other rows are measured to show where the limits are. */
  budgeted: boolean;
  /** Its p95 budget in ms, when not BUDGET_MS. */
  budgetMs?: number;
}

/** Prints the table of timings; sets exit code 1 when a budgeted row is over. */
export function report(heading: string, rows: TimedRow[], reproduce: string): void {
  console.log(heading);
  const width = Math.max(...rows.map((row) => row.scenario.length));
  console.log(`  ${"list".padEnd(width)}  page  total     p50    p95  budget`);
  const over = rows.filter((row) => row.budgeted && row.p95 > (row.budgetMs ?? BUDGET_MS));
  for (const row of rows) {
    const verdict = !row.budgeted ? "-" : over.includes(row) ? "OVER" : "ok";
    console.log(
      `  ${row.scenario.padEnd(width)}  ${String(row.page).padStart(4)}  ${row.total.padEnd(7)} ${row.p50.toFixed(1).padStart(6)} ${row.p95.toFixed(1).padStart(6)}  ${verdict}${row.budgetMs ? ` (${row.budgetMs} ms)` : ""}`,
    );
  }
  console.log(
    `  budget: p95 <= ${BUDGET_MS} ms for each row marked ok/OVER unless it names its own; reproduce: ${reproduce}`,
  );
  if (over.length > 0) {
    console.error(`FAIL: ${over.length} row(s) over their p95 budget`);
    process.exitCode = 1;
  }
}

/** A list's total as printed: "10,000+" when capped. */
export const totalText = (result: { total: number; totalCapped: boolean } | undefined) =>
  result ? `${result.total.toLocaleString("en-US")}${result.totalCapped ? "+" : ""}` : "";

/**
 * EXPLAIN ANALYZE of every statement `work` runs on a connection of its own (auto_explain): each statement's
 * text and plan as PostgreSQL logs it, in the order they finished.
 */
export async function explainedStatements(
  url: string,
  work: (database: Database) => Promise<unknown>,
): Promise<string[]> {
  const plans: string[] = [];
  const explained = await openDatabase({ kind: "postgres", url, maxConnections: 1 });
  try {
    if (explained.driver !== "postgres") throw new Error("the benchmark needs PostgreSQL");
    explained.pool.on("connect", (client) => {
      client.on("notice", (notice) => plans.push(notice.message ?? ""));
      client.query(
        "load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_level = notice",
      );
    });
    await work(explained);
  } finally {
    await explained.close();
  }
  return plans;
}

/** A statement's time in ms, as auto_explain logs it. */
export const planDuration = (plan: string) => Number(/duration: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
