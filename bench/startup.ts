// Seconds from process start to the first healthy /api/health of the built server (what `npm start` runs):
// once on a fresh embedded database (migrations and demo data included) and once restarting on the same folder.
// Run: npm run bench:startup      Budget: a restart is healthy in under 2 s.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const RESTART_BUDGET_SECONDS = 2;
const root = path.resolve(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function timeToHealthy(dataDir: string): Promise<{ seconds: number; child: ChildProcess }> {
  const port = await freePort();
  const started = performance.now();
  // Exactly what `npm start` runs once the build is there.
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return { seconds: (performance.now() - started) / 1000, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become healthy within 120 s");
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const built = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "ignore" });
if (built.status !== 0) throw new Error("the build failed: run npm run build to see why");

const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-startup-"));
try {
  const fresh = await timeToHealthy(dataDir);
  await stop(fresh.child);
  const restart = await timeToHealthy(dataDir);
  await stop(restart.child);

  console.log("startup benchmark (embedded PGlite, seconds to first healthy /api/health)");
  console.log(`  fresh data folder:    ${fresh.seconds.toFixed(2)} s (migrations + demo data)`);
  console.log(`  restart, same folder: ${restart.seconds.toFixed(2)} s (budget ${RESTART_BUDGET_SECONDS} s)`);
  console.log("  reproduce: npm run bench:startup");
  if (restart.seconds >= RESTART_BUDGET_SECONDS) {
    console.error(
      `FAIL: restart took ${restart.seconds.toFixed(2)} s, over the ${RESTART_BUDGET_SECONDS} s budget`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
