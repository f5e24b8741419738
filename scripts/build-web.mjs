// Builds the web app into dist/web, then renders the public pages' markup into HTML files of their own
// (decision 0032): the browser paints them before any JavaScript runs, and the app hydrates what it painted.
// The pages are rendered from a server build of src/web/prerender.tsx, once per host kind, in a process each:
// the host kind is read once, as the app's modules load.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.join(root, "dist/web");
const serverBuildDir = path.join(root, "dist/prerender");
// A dot-folder: the server never serves it as a file (src/server/platform/http/spa.ts).
const pagesDir = path.join(webDir, ".prerendered");

await build({ root, logLevel: "warn" });
await build({
  root,
  logLevel: "warn",
  build: {
    ssr: "src/web/prerender.tsx",
    outDir: serverBuildDir,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
  },
});

const manifest = JSON.parse(readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8"));
const template = readFileSync(path.join(webDir, "index.html"), "utf8");

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest; is it still a lazy screen?`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticFiles(entryKey);

const SCRIPT_TAGS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;
const srcOf = (tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1];

/**
 * index.html with the page's markup in #root. Its scripts, the entry, its chunks and the screen's, are started by
 * public/app-start.js after the markup's first paint, so they do not share the connection with it.
 */
function pageHtml(markup, screen) {
  const entry = template.match(SCRIPT_TAGS)?.find((tag) => tag.includes("<script"));
  if (!entry) throw new Error("index.html has no module script to start");
  // Once each, and not the entry, which index.html may preload too when one of its chunks imports it back.
  const preloads = [
    ...new Set([
      ...(template.match(SCRIPT_TAGS) ?? []).filter((tag) => tag.includes("modulepreload")).map(srcOf),
      ...[...staticFiles(screen)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`),
    ]),
  ].filter((file) => file !== srcOf(entry));
  const start = `<script src="/app-start.js" defer data-entry="${srcOf(entry)}" data-preload="${preloads.join(" ")}"></script>`;
  const html = template
    .replace(SCRIPT_TAGS, "")
    .replace("</head>", `  ${start}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return html;
}

rmSync(pagesDir, { recursive: true, force: true });
const written = [];
for (const kind of ["internal", "partner"]) {
  const rendered = spawnSync(process.execPath, [path.join(root, "scripts/render-public-pages.mjs")], {
    cwd: root,
    env: { ...process.env, PORTAL_HOST_KIND: kind, NODE_ENV: "production" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (rendered.status !== 0) throw new Error(`Rendering the ${kind} host's public pages failed`);
  for (const page of JSON.parse(rendered.stdout)) {
    // A pattern's page (/verify/:code) in a file without the colon.
    const file = `${kind}${page.path === "/" ? "/index" : page.path.replaceAll(":", "")}.html`;
    mkdirSync(path.dirname(path.join(pagesDir, file)), { recursive: true });
    writeFileSync(path.join(pagesDir, file), pageHtml(page.markup, page.screen));
    written.push({ kind, path: page.path, file });
  }
}
writeFileSync(path.join(pagesDir, "pages.json"), `${JSON.stringify(written, null, 2)}\n`);
console.log(`Built the web app into dist/web and prerendered ${written.length} public pages`);
