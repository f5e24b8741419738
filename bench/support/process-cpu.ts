import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU milliseconds a process has used so far, user and system, in all its threads (Node's garbage collector and
 * thread pool run beside its main thread). Linux's scheduler counts them per thread in nanoseconds
 * (/proc/<pid>/task/<tid>/schedstat); /proc/<pid>/stat counts 10 ms ticks, too coarse for calls of a millisecond
 * or two. A thread that has ended since is left out.
 */
export function cpuMsOf(pid: number): number {
  let nanoseconds = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // The thread ended while being read.
    }
  }
  return nanoseconds / 1e6;
}

/** CPU milliseconds each running PostgreSQL process (postmaster and backends) has used so far, by process id. */
function postgresCpuMs(): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres")
        used.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      // The process ended while being read.
    }
  }
  return used;
}

/** PostgreSQL's CPU milliseconds since `before`: a backend that has ended since is left out (its last part with it),
 * one started since counts in full. */
function postgresCpuMsSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, used] of postgresCpuMs()) total += used - (before.get(pid) ?? 0);
  return total;
}

/** Starts counting the CPU of every PostgreSQL process and of this process; the function returned reads both since. */
export function startCpuCount(): () => { postgresMs: number; ownMs: number } {
  const postgres = postgresCpuMs();
  const own = process.cpuUsage();
  return () => {
    const { user, system } = process.cpuUsage(own);
    return { postgresMs: postgresCpuMsSince(postgres), ownMs: (user + system) / 1000 };
  };
}
