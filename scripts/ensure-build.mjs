// Builds what is missing or older than its sources (the web app, the server bundle), so `npm start` always
// serves what is checked out without rebuilding on every start.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

const targets = [
  {
    name: "web app",
    output: "dist/web/index.html",
    sources: [
      "src/web",
      "src/shared",
      "public",
      "index.html",
      "vite.config.ts",
      "scripts/build-web.mjs",
      "scripts/render-public-pages.mjs",
      "package-lock.json",
    ],
    command: [path.join(root, "scripts/build-web.mjs")],
  },
  {
    name: "server",
    output: "dist/server/main.mjs",
    sources: ["src/server", "src/shared", "scripts/build-server.mjs", "package-lock.json"],
    command: [path.join(root, "scripts/build-server.mjs")],
  },
];

// Each source's newest time, walked once though both targets list src/shared and package-lock.json: every
// restart walks them all, one stat per file (docs/benchmarks.md#startup).
const walked = new Map();

function newestMtime(entry) {
  if (!walked.has(entry)) walked.set(entry, newestMtimeUnder(path.join(root, entry)));
  return walked.get(entry);
}

function newestMtimeUnder(full) {
  const stats = statSync(full, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestMtimeUnder(path.join(full, child))),
    0,
  );
}

for (const target of targets) {
  const output = path.join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt > Math.max(...target.sources.map(newestMtime))) {
    console.log(`The ${target.name} build is up to date.`);
    continue;
  }
  console.log(
    builtAt === 0
      ? `Building the ${target.name}...`
      : `The ${target.name} changed since its build; rebuilding...`,
  );
  const result = spawnSync(process.execPath, target.command, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
