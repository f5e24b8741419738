import { readFileSync } from "node:fs";

/** A process's resident set size (VmRSS) in bytes. */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) * 1024 : 0;
}

/**
 * How far a process's memory rises above its rest while `run` works: the resting figure is the highest of
 * half a second of samples first, the peak the highest sampled every 10 ms during the run and at its end.
 */
export async function memoryGrowth<Result>(pid: number, run: () => Promise<Result>) {
  const samples: number[] = [];
  for (let n = 0; n < 50; n++) {
    samples.push(rssOf(pid));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const resting = Math.max(...samples);
  let peak = resting;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  const result = await run();
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  return { resting, peak, growth: peak - resting, result };
}
