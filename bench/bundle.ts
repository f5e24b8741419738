// Gzipped JavaScript a first visit to a route downloads: the entry chunk plus the route's lazy chunks, each with
// everything it imports statically, read from the Vite build manifest. CSS is reported beside it.
// Run: npm run build && npm run bench:bundle (or node --import tsx bench/bundle.ts)
// Budget: every public page at most 150 kB, / at most 250 kB of gzipped JavaScript (1 kB = 1,000 bytes);
// tests/unit/public-pages-build.test.ts holds the prerendered pages to the same figures.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

interface RouteLoad {
  path: string;
  /** The lazy route modules this address renders, outermost first. */
  modules: string[];
  budgetKb?: number;
}

const ROUTES: RouteLoad[] = [
  { path: "/login", modules: ["src/web/features/staff-auth/staff-login-page.tsx"], budgetKb: 150 },
  {
    path: "/partner/login",
    modules: ["src/web/features/partner-auth/login/partner-login-page.tsx"],
    budgetKb: 150,
  },
  { path: "/apply", modules: ["src/web/features/applications/apply/apply-page.tsx"], budgetKb: 150 },
  { path: "/status", modules: ["src/web/features/applications/status/status-page.tsx"], budgetKb: 150 },
  {
    path: "/verify/<code>",
    modules: ["src/web/features/learning/verify/verify-certificate-page.tsx"],
    budgetKb: 150,
  },
  {
    path: "/",
    modules: ["src/web/layout/app-shell.tsx", "src/web/app/pages/staff-dashboard-page.tsx"],
    budgetKb: 250,
  },
  // Landing straight on a module screen; reported without a budget of its own.
  {
    path: "/customer-success",
    modules: ["src/web/layout/app-shell.tsx", "src/web/features/customer-success/customer-success-page.tsx"],
  },
  { path: "/lms", modules: ["src/web/layout/app-shell.tsx", "src/web/features/learning/learning-page.tsx"] },
  {
    path: "/business-intelligence",
    modules: [
      "src/web/layout/app-shell.tsx",
      "src/web/features/business-intelligence/business-intelligence-page.tsx",
    ],
  },
];

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, "dist/web");
const manifestPath = path.join(distDir, ".vite/manifest.json");

function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest; is it still a lazy route?`);
  return chunk;
}

/** The chunk keys a set of chunks needs before it runs: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunkOf(manifest, key).imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

const gzipSizes = new Map<string, number>();
function gzipKb(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file))).length;
    gzipSizes.set(file, size);
  }
  return size / 1000;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const kb = (value: number) => `${value.toFixed(1).padStart(6)} kB`;

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${path.relative(root, manifestPath)}: run "npm run build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error("The build manifest names no entry chunk");

let overBudget = false;
console.log(
  "bundle benchmark (gzipped JavaScript a first visit loads; node:zlib default level, 1 kB = 1,000 bytes)",
);
for (const route of ROUTES) {
  const keys = staticClosure(manifest, [entryKey, ...route.modules]);
  const js = new Set(keys.map((key) => chunkOf(manifest, key).file));
  const css = new Set(keys.flatMap((key) => chunkOf(manifest, key).css ?? []));
  const total = sum(js);
  let verdict = "no budget";
  if (route.budgetKb !== undefined) {
    const within = total <= route.budgetKb;
    if (!within) overBudget = true;
    verdict = `${within ? "budget" : "OVER the budget of"} ${route.budgetKb} kB`;
  }
  console.log(
    `  ${route.path}: JavaScript ${kb(total)} in ${js.size} files (${verdict}), CSS ${kb(sum(css))}`,
  );

  const entryFiles = new Set(staticClosure(manifest, [entryKey]).map((key) => chunkOf(manifest, key).file));
  console.log(`    ${kb(sum(entryFiles))}  entry (${entryKey}) and its static imports`);
  // Each module line counts only files no earlier line loaded, so the lines add up to the total.
  const loaded = new Set(entryFiles);
  for (const module of route.modules) {
    const added = staticClosure(manifest, [module])
      .map((key) => chunkOf(manifest, key).file)
      .filter((file) => !loaded.has(file));
    for (const file of added) loaded.add(file);
    console.log(`    ${kb(sum(new Set(added)))}  ${module} and what it adds`);
  }
}
console.log("  reproduce: npm run build && npm run bench:bundle");

if (overBudget) {
  console.error("A route loads more JavaScript than its budget allows.");
  process.exit(1);
}
