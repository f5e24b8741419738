// Every benchmark, one after the other on this machine, each as its own npm script prints it, then one line each:
// in budget or not, and how long it took. This is the run docs/benchmarks.md#runs-of-every-benchmark tabulates.
// Run: npm run bench:all   Needs PostgreSQL (BENCH_DATABASE_URL, as the scale benchmarks) and the system Chromium.
// Exits 1 when any benchmark is over its budget or fails.
import { spawnSync } from "node:child_process";
import os from "node:os";

const SCRIPTS = [
  "bench:bundle",
  "bench:lighthouse",
  "bench:startup",
  "bench:sign-in",
  "bench:upload-memory",
  "bench:resource-upload-memory",
  "bench:api-overhead",
  "bench:load",
  "bench:deals-scale",
  "bench:lists-scale",
  "bench:audit-log-scale",
  "bench:learning-scale",
  "bench:search-scale",
  "bench:teams-scale",
  "bench:reports-scale",
  "bench:journey-scale",
];

const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
console.log(
  `every benchmark on ${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}, ${new Date().toISOString()}`,
);
const run = (script: string) => {
  console.log(`\n=== npm run ${script} (load ${os.loadavg()[0]?.toFixed(1)})`);
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  return { script, status: status ?? 1, seconds: (performance.now() - started) / 1000 };
};
// Built once beforehand, so that no benchmark's figures include a build.
if (run("build").status !== 0) {
  console.error("The build failed; no benchmark was run.");
  process.exit(1);
}
const results = SCRIPTS.map(run);

console.log("\nsummary");
for (const { script, status, seconds } of results)
  console.log(`  ${script.padEnd(30)} ${status === 0 ? "ok  " : "FAIL"} ${seconds.toFixed(0).padStart(5)} s`);
if (results.some((result) => result.status !== 0)) process.exitCode = 1;
