import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ServeStaticOptions, serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { VerifiedCertificate } from "#shared/contracts/learning";
import { HOST_PAGES } from "#shared/host-pages";
import { standardDay } from "#shared/standard-day";
import {
  ASKED_CODE_SLOT,
  CERTIFICATE_NOT_FOUND_META,
  CERTIFICATE_SLOTS,
  VERIFIED_CERTIFICATE_DATA,
  verificationCodeOf,
} from "#shared/verification-code";
import { escapeHtml } from "../escape-html";
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

/** The certificate with the code, null when none has it, undefined when that cannot be told now (over the limit). */
export type CertificateFor = (code: string, c: Context) => Promise<VerifiedCertificate | null | undefined>;

/** Replaces the text between two tags, `>slot<`, with `value` escaped (a function, so "$&" in it is not a pattern). */
const fillSlot = (page: string, slot: string, value: string) =>
  page.replace(`>${slot}<`, () => `>${escapeHtml(value)}<`);

/** Adds `markup`, already safe to place there, at the end of the page's head. */
const appendToHead = (page: string, markup: string) => page.replace("</head>", () => `${markup}\n</head>`);

/**
 * The build's page of a valid certificate (VERIFY_VALID in src/web/prerender.tsx) filled in with `certificate`: its
 * facts escaped, its dates in the standard format in UTC as the app's hydrating render draws them, and the
 * certificate as JSON for the app, with "<" escaped so no text in it can close the script.
 */
export function fillCertificatePage(template: string, certificate: VerifiedCertificate): string {
  const day = (date: Date) => standardDay(date, "UTC");
  let page = template;
  for (const [slot, value] of [
    [day(CERTIFICATE_SLOTS.completedAt), day(certificate.completedAt)],
    [day(CERTIFICATE_SLOTS.issuedAt), day(certificate.issuedAt)],
    [CERTIFICATE_SLOTS.holderName, certificate.holderName],
    [CERTIFICATE_SLOTS.courseTitle, certificate.courseTitle],
    [CERTIFICATE_SLOTS.verificationCode, certificate.verificationCode],
  ] as const)
    page = fillSlot(page, slot, value);
  const data = JSON.stringify(certificate).replaceAll("<", "\\u003c");
  return appendToHead(
    page,
    `<script type="application/json" id="${VERIFIED_CERTIFICATE_DATA}">${data}</script>`,
  );
}

/**
 * The prerendered page for a request: its path's own, or for /verify/<code> the page the answer about the code
 * draws first (decision 0037). A certificate's code gets the certificate, filled in, with its data for the app; a
 * code that cannot be one, or that no certificate has, gets "Certificate not found" with the code asked for
 * written in, and for the latter a meta tag telling the app so. Either way the app's first render draws that
 * answer without asking again. A code the server cannot answer for now gets the page that checks, which the app
 * fills in once it has asked.
 */
async function prerenderedFor(
  pages: Map<string, string>,
  c: Context,
  certificateFor: CertificateFor,
): Promise<string | undefined> {
  const own = pages.get(c.req.path);
  if (own) return own;
  const segment = /^\/verify\/([^/]+)$/.exec(new URL(c.req.url).pathname)?.[1];
  const asked = segment === undefined ? undefined : routerParam(segment);
  if (asked === undefined) return undefined;
  const code = verificationCodeOf(asked);
  const certificate = code === null ? null : await certificateFor(code, c);
  if (certificate === undefined) return pages.get("/verify/:code");
  if (certificate) {
    const valid = pages.get("/verify/:code/valid");
    return valid && fillCertificatePage(valid, certificate);
  }
  const notFound = pages.get("/verify/:code/not-found");
  if (!notFound) return undefined;
  const page = fillSlot(notFound, ASKED_CODE_SLOT, asked);
  return code === null
    ? page
    : appendToHead(page, `<meta name="${CERTIFICATE_NOT_FOUND_META}" content="${escapeHtml(code)}" />`);
}

/**
 * A path segment as the app's router reads it into a parameter: decoded, then "%2F" read as a slash (React Router's
 * matchPath does both). Undefined for a segment that does not decode: the router leaves that as it is, and the app
 * draws it alone.
 */
function routerParam(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).replaceAll("%2F", "/");
  } catch {
    return undefined;
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
  certificateFor: CertificateFor;
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
  spa.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    if (!rendered) return c.html(NOT_BUILT_PAGE, 503);
    const kind = hostKindOf(c.req.header("host"), options.partnerHosts);
    // A query may change what the page draws (a sign-in's ?error=): such a page is drawn by the app alone.
    const page =
      c.req.url.includes("?") || !options.signedOut(c.req.raw.headers)
        ? undefined
        : await prerenderedFor(prerendered[kind], c, options.certificateFor);
    return c.html(page ?? rendered[kind]);
  });
  return spa;
}
