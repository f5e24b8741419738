import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Playwright evaluates this file in every worker: choose the port and data folder once, hand them down by env.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "portal-e2e-"));

const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // The walks through many screens (axe on each, screenshots at two widths) take 20-30 s alone on two cores and
  // past 30 s beside the second worker. An assertion still gives up after its 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two on two cores. Three were quicker on one 2-core machine (85 tests in 8.2 min against 10.4 min with two),
  // but on a slower one their three browsers held the load average at 17 and tests that take 20 s alone ran out
  // of their minute.
  workers: 2,
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]]
    : "list",
  use: {
    baseURL,
    // Recording a trace (DOM snapshots, a screencast) slows every test down: CI records the retry of a failed test
    // only, where the failure shows again or proves flaky; a local run keeps the trace of each failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // The server people run: the bundle `npm start` runs (scripts/e2e.mjs builds what is stale first).
  webServer: {
    command: "node --enable-source-maps --max-semi-space-size=16 dist/server/main.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
      DATABASE_URL: "",
      // Fresh partners apply from addresses of their own (X-Forwarded-For), so the suite's many applicants
      // stay under the per-address application limit that one machine's address would reach.
      TRUST_PROXY: "true",
      // SLA breaches come within seconds of their moment, not at the next minute's round.
      CUSTOMER_SUCCESS_JOB_INTERVAL_MS: "5000",
      REPORT_DELIVERY_INTERVAL_MS: "5000",
      PROGRAMME_JOB_INTERVAL_MS: "3000",
    },
  },
});
