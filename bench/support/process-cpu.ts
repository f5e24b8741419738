import { readFileSync } from "node:fs";

/** CPU milliseconds a process has used so far, user and system (Linux: /proc/<pid>/stat, in 10 ms ticks). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
