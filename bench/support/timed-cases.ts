import { availableParallelism, cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { Database } from "#server/db/client";
import { cpuMsOf } from "./process-cpu";

// Timing a benchmark's list cases one call at a time through one connection (the list benchmarks at scale): p50
// and p95 of the calls, and the CPU time per call of the connection's server process and of this process.

/** One list call timed on each of its pages. */
export interface TimedCase {
  list: string;
  name: string;
  pages: number[];
  run: (db: Database["db"], page: number) => Promise<{ total?: number; totalCapped?: boolean }>;
  /** Whether its CPU per call must stay flat as the tables grow (paged lists); counts of a whole table grow. */
  flat?: boolean;
}

export interface Measured {
  /** Matching rows as counted (a capped count reads "10,000+"). */
  matching: number;
  p50: number;
  p95: number;
  cpuMs: number;
  total: string;
}

export const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const WARM_UP = 5;
/** A growth in CPU per call under this many ms is noise, whatever its ratio. */
const NOISE_MS = 1;
/** A paged list's CPU per call at full size may be at most this many times that at 10,000 rows. */
const MAX_GROWTH = 2;

/** Each case's figures by `list|name|page`, after WARM_UP untimed calls and `rounds` timed ones. */
export async function measureCases(
  database: Database,
  cases: readonly TimedCase[],
  rounds: number,
): Promise<Map<string, Measured>> {
  if (database.driver !== "postgres") throw new Error("the benchmark needs PostgreSQL");
  // The calls are timed in batches of ten (or all of them, if fewer), and a row's CPU per call is that of its
  // cheapest batch: a batch that shared the machine with a checkpoint or another process's burst counts no more
  // than the list's own work, at either size.
  const batch = Math.min(10, rounds);
  const pool = database.pool;
  const serverPid = async () => (await pool.query("select pg_backend_pid() as pid")).rows[0].pid as number;
  const cpuNow = (pid: number) => {
    const own = process.cpuUsage();
    return cpuMsOf(pid) + (own.user + own.system) / 1000;
  };
  const results = new Map<string, Measured>();
  for (const each of cases) {
    for (const page of each.pages) {
      const samples: number[] = [];
      const pid = await serverPid();
      const batchCpuMs: number[] = [];
      let cpuBefore = 0;
      let result: { total?: number; totalCapped?: boolean } | undefined;
      for (let round = 0; round < WARM_UP + rounds; round++) {
        if (round >= WARM_UP && (round - WARM_UP) % batch === 0) cpuBefore = cpuNow(pid);
        const started = performance.now();
        result = await each.run(database.db, page);
        if (round >= WARM_UP) samples.push(performance.now() - started);
        if (round >= WARM_UP && (round - WARM_UP) % batch === batch - 1)
          batchCpuMs.push((cpuNow(pid) - cpuBefore) / batch);
      }
      if ((await serverPid()) !== pid) throw new Error("the connection changed while timing");
      samples.sort((a, b) => a - b);
      results.set(`${each.list}|${each.name}|${page}`, {
        matching: result?.total ?? 0,
        p50: percentile(samples, 0.5),
        p95: percentile(samples, 0.95),
        cpuMs: Math.min(...batchCpuMs),
        total:
          result?.total === undefined
            ? "-"
            : `${result.total.toLocaleString("en-US")}${result.totalCapped ? "+" : ""}`,
      });
    }
  }
  return results;
}

/**
 * Prints a row per case and page: p50 and p95 at full size against `budgetMs`, and CPU per call at 10k and at full
 * size with its growth (judged where the case is flat and the 10k list reaches the page). Returns the rows over.
 */
export function printComparison(options: {
  cases: readonly TimedCase[];
  atSmall: Map<string, Measured>;
  atFull: Map<string, Measured>;
  pageSize: number;
  budgetMs: number;
}): number {
  const { cases, atSmall, atFull, pageSize, budgetMs } = options;
  const label = (each: TimedCase) => `${each.list}: ${each.name}`;
  const measured = cases.filter((each) =>
    each.pages.some((page) => atFull.has(`${each.list}|${each.name}|${page}`)),
  );
  const width = Math.max(4, ...measured.map((each) => label(each).length));
  console.log(
    `  ${"list".padEnd(width)}  page  total       p50    p95  budget   cpu/call 10k  cpu/call  growth  budget`,
  );
  const verdict = (ok: boolean) => (ok ? "ok" : "OVER");
  let over = 0;
  for (const each of measured) {
    for (const page of each.pages) {
      const key = `${each.list}|${each.name}|${page}`;
      const at10k = atSmall.get(key);
      const atScale = atFull.get(key);
      if (!at10k || !atScale) continue;
      const fast = atScale.p95 <= budgetMs;
      const growth = atScale.cpuMs / Math.max(at10k.cpuMs, 0.001);
      // A filter matching few rows of the 10k database may not reach this page there: nothing to compare with.
      const comparable = each.flat !== false && at10k.matching > (page - 1) * pageSize;
      const flat = !comparable || growth <= MAX_GROWTH || atScale.cpuMs - at10k.cpuMs < NOISE_MS;
      if (!fast || !flat) over++;
      console.log(
        `  ${label(each).padEnd(width)}  ${String(page).padStart(4)}  ${atScale.total.padEnd(9)} ${atScale.p50.toFixed(1).padStart(5)} ${atScale.p95.toFixed(1).padStart(6)}  ${verdict(fast).padEnd(6)} ${at10k.cpuMs.toFixed(1).padStart(12)} ${atScale.cpuMs.toFixed(1).padStart(9)} ${`${growth.toFixed(1)}x`.padStart(7)}  ${comparable ? verdict(flat) : "-"}`,
      );
    }
  }
  return over;
}

/** The budget line's tail: the machine's load and cores, and the command that reproduces the figures. */
export function machineNote(command: string): string {
  const load = loadavg()
    .map((each) => each.toFixed(1))
    .join(" ");
  return `load average ${load} on ${availableParallelism()} cores (${cpus()[0]?.model ?? "unknown CPU"}); reproduce: npm run ${command}`;
}
