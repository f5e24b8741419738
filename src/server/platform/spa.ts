import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ServeStaticOptions, serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { HOST_PAGES } from "#shared/host-pages";
import { escapeHtml } from "./escape-html";
import { type HostKind, hostKindOf } from "./host-kind";

/** index.html with the host kind's title, description and a marker the app reads to pick its routes. */
export function renderIndexHtml(template: string, kind: HostKind): string {
  const page = HOST_PAGES[kind];
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace(
      /<meta name="portal-host-kind" content="[^"]*"\s*\/?>/,
      `<meta name="portal-host-kind" content="${kind}" />`,
    );
}

// Build metadata lives in dot-folders (.vite/manifest.json): never served.
const isPublicFile = (requestPath: string) =>
  /\.[a-z0-9]+$/i.test(requestPath) &&
  !requestPath.endsWith(".html") &&
  !requestPath.split("/").some((segment) => segment.startsWith("."));

/** Files from distDir with the given caching; a miss falls through to the next handler. */
function staticFiles(options: ServeStaticOptions, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic(options);
  return async (c, next) => {
    // serveStatic's onFound runs after the response is built, too late for headers: set them here.
    const response = await serve(c, async () => {});
    if (!response) return next();
    response.headers.set("Cache-Control", cacheControl);
    return response;
  };
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The web app has not been built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed) and reload.</p></body></html>`;

/** Serves the built single-page app from distDir: hashed assets cached for a year, every other path gets index.html. */
export function createSpaRoutes(options: { distDir: string; partnerHosts: readonly string[] }): Hono {
  const spa = new Hono();
  const indexPath = path.join(options.distDir, "index.html");
  const template = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : undefined;
  const rendered = template
    ? { internal: renderIndexHtml(template, "internal"), partner: renderIndexHtml(template, "partner") }
    : undefined;

  spa.use("/assets/*", staticFiles({ root: options.distDir }, "public, max-age=31536000, immutable"));
  spa.get("/assets/*", (c) => c.text("Not found", 404));
  // Unhashed public files (icons, robots.txt): cache briefly, they may change between releases. HTML always
  // goes through the renderer below, so the raw template is never served.
  spa.use(
    "*",
    staticFiles(
      {
        root: options.distDir,
        rewriteRequestPath: (requestPath) =>
          isPublicFile(requestPath) ? requestPath : "/__not_a_public_file__",
      },
      "public, max-age=3600",
    ),
  );
  spa.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    if (!rendered) return c.html(NOT_BUILT_PAGE, 503);
    return c.html(rendered[hostKindOf(c.req.header("host"), options.partnerHosts)]);
  });
  return spa;
}
