// Prints, as JSON, the markup of the public pages of the host kind PORTAL_HOST_KIND names, rendered by the
// server build of src/web/prerender.tsx. Run by scripts/build-web.mjs, once per host kind.
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = path.resolve(import.meta.dirname, "../dist/prerender/prerender.js");
const { PUBLIC_PAGES, renderedKind, renderPage } = await import(pathToFileURL(entry).href);

const pages = [];
for (const page of PUBLIC_PAGES.filter((candidate) => candidate.kind === renderedKind))
  pages.push({ path: page.path, screen: page.screen, markup: await renderPage(page.path) });
process.stdout.write(JSON.stringify(pages));
