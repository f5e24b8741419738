// Runs the Playwright suite in the system Chromium. Without a browser: a failure on CI, a notice locally.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const browser = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (!existsSync(browser)) {
  const help = `No Chromium at ${browser}. Install one with "apt-get install -y chromium" or set CHROMIUM_PATH.`;
  if (process.env.CI) {
    console.error(`End-to-end tests cannot run: ${help}`);
    process.exit(1);
  }
  console.warn(`\nNOTICE: skipping the end-to-end tests. ${help}\n`);
  process.exit(0);
}

const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" }).status ?? 1;
const built = run([path.join(root, "scripts/ensure-build.mjs")]);
if (built !== 0) process.exit(built);
process.exit(
  run([path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)]),
);
