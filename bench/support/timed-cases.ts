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
