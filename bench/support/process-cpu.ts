import { readdirSync, readFileSync } from "node:fs";

/** CPU milliseconds a process has used so far, user and system (Linux: /proc/<pid>/stat, in 10 ms ticks). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
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
