// Builds the web app when dist/web is missing or older than any of its sources, so `npm start` always
// serves what is checked out without rebuilding on every start.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist/web/index.html");
const sources = ["src/web", "src/shared", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    0,
  );
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt > changedAt) {
  console.log("Web app build is up to date.");
} else {
  console.log(
    builtAt === 0 ? "Building the web app..." : "Sources changed since the last build; rebuilding...",
  );
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}
