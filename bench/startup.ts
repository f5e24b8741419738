// Seconds from process start to the first healthy /api/health of the built server (what `npm start` runs):
// once on a fresh embedded database (migrations and demo data included) and once restarting on the same folder.
// Run: npm run bench:startup      Budget: a restart is healthy in under 2 s.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, startBuiltServer, stopServer } from "./support/built-server";

const RESTART_BUDGET_SECONDS = 2;

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-startup-"));
try {
  const fresh = await startBuiltServer(dataDir);
  await stopServer(fresh.child);
  const restart = await startBuiltServer(dataDir);
  await stopServer(restart.child);

  console.log("startup benchmark (embedded PGlite, seconds to first healthy /api/health)");
  console.log(`  fresh data folder:    ${fresh.secondsToHealthy.toFixed(2)} s (migrations + demo data)`);
  console.log(
    `  restart, same folder: ${restart.secondsToHealthy.toFixed(2)} s (budget ${RESTART_BUDGET_SECONDS} s)`,
  );
  console.log("  reproduce: npm run bench:startup");
  if (restart.secondsToHealthy >= RESTART_BUDGET_SECONDS) {
    console.error(
      `FAIL: restart took ${restart.secondsToHealthy.toFixed(2)} s, over the ${RESTART_BUDGET_SECONDS} s budget`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
