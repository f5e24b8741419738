import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ServeStaticOptions, serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { HOST_PAGES } from "#shared/host-pages";
import { verificationCodeOf } from "#shared/verification-code";
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

interface PrerenderedPage {
  kind: HostKind;
  path: string;
  file: string;
}

/**
 * The public pages the build rendered (scripts/build-web.mjs, decision 0032), by host kind and path, each made
 * ready to send as index.html is.
 */
function readPrerenderedPages(distDir: string): Record<HostKind, Map<string, string>> {
  const pages = { internal: new Map<string, string>(), partner: new Map<string, string>() };
  const listPath = path.join(distDir, ".prerendered/pages.json");
  if (!existsSync(listPath)) return pages;
  for (const page of JSON.parse(readFileSync(listPath, "utf8")) as PrerenderedPage[]) {
    const html = readFileSync(path.join(distDir, ".prerendered", page.file), "utf8");
    pages[page.kind].set(page.path, renderIndexHtml(html, page.kind));
  }
  return pages;
}

/**
 * The prerendered page for a path: its own, or for /verify/<code> with a well-formed code the page rendered once
 * for all of them (decision 0037), which draws the same until the server answers about the code. Any other code
 * is drawn by the app, whose first render says it is not found.
 */
function prerenderedFor(pages: Map<string, string>, requestPath: string): string | undefined {
  const own = pages.get(requestPath);
  if (own) return own;
  const code = /^\/verify\/([^/]+)$/.exec(requestPath)?.[1];
  return code !== undefined && verificationCodeOf(safeDecode(code)) !== null
    ? pages.get("/verify/:code")
    : undefined;
}

/** A path segment as the app's router reads it; one that does not decode is left as it is. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Serves the built single-page app from distDir: hashed assets cached for a year, every other path gets index.html.
 * A public page the build rendered is sent with its markup instead, to a browser `signedOut` says holds no
 * session: the markup is the signed-out page, which the app then hydrates as it is.
 */
export function createSpaRoutes(options: {
  distDir: string;
  partnerHosts: readonly string[];
  signedOut: (headers: Headers) => boolean;
}): Hono {
  const spa = new Hono();
  const indexPath = path.join(options.distDir, "index.html");
  const template = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : undefined;
  const rendered = template
    ? { internal: renderIndexHtml(template, "internal"), partner: renderIndexHtml(template, "partner") }
    : undefined;
  const prerendered = readPrerenderedPages(options.distDir);

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
    const kind = hostKindOf(c.req.header("host"), options.partnerHosts);
    // A query may change what the page draws (a sign-in's ?error=): such a page is drawn by the app alone.
    const page =
      c.req.url.includes("?") || !options.signedOut(c.req.raw.headers)
        ? undefined
        : prerenderedFor(prerendered[kind], c.req.path);
    return c.html(page ?? rendered[kind]);
  });
  return spa;
}
