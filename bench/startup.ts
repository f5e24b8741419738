// Seconds from `npm start` to the first healthy /api/health on an existing embedded database, against opening
// that same database bare (a Node process that opens it with PGlite and answers one query). A fresh data folder
// is started once first (migrations and demo data), then restarts and bare opens alternate, five of each, the
// build brought up to date before each restart (what changed in the working tree is not the restart's work).
// The medians are compared (one lucky or unlucky run moves neither); the fastest of each are printed too.
// Run: npm run bench:startup      Budget: a restart takes at most 2.5 times as long as the bare open.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, freePort, startBuiltServer, stopServer } from "./support/built-server";

const RATIO_BUDGET = 2.5;
const ROUNDS = 5;
const root = path.resolve(import.meta.dirname, "..");

async function waitUntilHealthy(child: ChildProcess, port: number, started: number): Promise<number> {
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the server did not become healthy within 120 s");
}

/** `npm start` on the data folder, as a person restarts the portal: seconds until it answers healthy. */
async function restartWithNpmStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    return await waitUntilHealthy(child, port, started);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // npm and the server it started are one process group.
      process.kill(-(child.pid as number), "SIGTERM");
      await exited;
    }
  }
}

/** Seconds from spawning Node to the first answer of the embedded database in the folder. */
function openBare(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ["bench/support/open-embedded-database.mjs", path.join(dataDir, "pglite")],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    );
    let opened: number | undefined;
    child.stdout.on("data", (chunk: Buffer) => {
      if (opened === undefined && chunk.toString().includes("open")) opened = performance.now();
    });
    child.once("exit", (code) =>
      code === 0 && opened !== undefined
        ? resolve((opened - started) / 1000)
        : reject(new Error(`opening the database bare failed (exit code ${code})`)),
    );
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-startup-"));
try {
  const fresh = await startBuiltServer(dataDir);
  await stopServer(fresh.child);
  const restarts: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ensureBuild();
    restarts.push(await restartWithNpmStart(dataDir));
    bare.push(await openBare(dataDir));
  }
  const restart = median(restarts);
  const open = median(bare);
  const ratio = restart / open;
  const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
  const [load1] = os.loadavg();
  console.log(
    `startup benchmark (embedded PGlite; ${os.cpus().length} cores, load ${load1?.toFixed(1)}; medians of ${ROUNDS})`,
  );
  console.log(
    `  fresh data folder (node directly): ${fresh.secondsToHealthy.toFixed(2)} s (migrations + demo data)`,
  );
  console.log(
    `  restart with npm start:           ${restart.toFixed(2)} s to healthy (all: ${list(restarts)})`,
  );
  console.log(
    `  bare open of the same database:   ${open.toFixed(2)} s to its first answer (all: ${list(bare)})`,
  );
  console.log(
    `  ratio:                            ${ratio.toFixed(2)}x (budget <= ${RATIO_BUDGET}x; of the fastest ` +
      `${(Math.min(...restarts) / Math.min(...bare)).toFixed(2)}x)`,
  );
  console.log("  reproduce: npm run bench:startup");
  if (ratio > RATIO_BUDGET) {
    console.error(
      `FAIL: a restart takes ${ratio.toFixed(2)}x the bare open, over the ${RATIO_BUDGET}x budget`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
