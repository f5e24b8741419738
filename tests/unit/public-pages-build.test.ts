import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// Checks the public pages of the last build (npm run build, decision 0032); without a build there is nothing to
// check. src/web/prerender.test.tsx checks the same markup rendered from the sources.
const webDir = path.resolve(import.meta.dirname, "../../dist/web");
const pagesList = path.join(webDir, ".prerendered/pages.json");

/** Gzipped JavaScript each page loads before it works, in kB (1,000 bytes): 150 on each (decision 0036). */
const JS_BUDGET_KB: Record<string, number> = {
  "internal /login": 150,
  "internal /partner/login": 150,
  "internal /apply": 150,
  "internal /partner/apply": 150,
  "internal /status": 150,
  "partner /login": 150,
  "partner /partner/login": 150,
  "partner /apply": 150,
  "partner /status": 150,
  "internal /verify/:code": 150,
  "partner /verify/:code": 150,
  "internal /verify/:code/not-found": 150,
  "partner /verify/:code/not-found": 150,
  "internal /verify/:code/valid": 150,
  "partner /verify/:code/valid": 150,
};

const HEADINGS: Record<string, string> = {
  "internal /login": "Welcome back",
  "internal /partner/login": "Partner Sign In",
  "partner /login": "Partner Sign In",
  "partner /partner/login": "Partner Sign In",
};
const headingOf = (name: string, pagePath: string) =>
  HEADINGS[name] ??
  (pagePath.endsWith("/apply")
    ? "Become a Partner"
    : pagePath.endsWith("/not-found")
      ? "Certificate not found"
      : pagePath.startsWith("/verify/")
        ? "Certificate Verification"
        : "Application Status");

// Once each in a certificate's page: its facts, and its dates as the standard format writes them in UTC.
const VALID_SLOTS = [
  "CERTIFICATE-HOLDER-SLOT",
  "CERTIFICATE-COURSE-SLOT",
  "Feb 03, 1901",
  "Mar 04, 1902",
  "CERTIFICATE-CODE-SLOT",
];

interface PrerenderedPage {
  kind: string;
  path: string;
  file: string;
}

/** The scripts the page's HTML starts once it is painted (public/app-start.js): the entry and its chunks. */
function scriptsOf(html: string): string[] {
  const start =
    /<script src="\/app-start\.js" defer data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(html);
  if (!start) return [];
  return [start[1] as string, ...(start[2] as string).split(" ")].map((file) => file.replace(/^\//, ""));
}

describe.skipIf(!existsSync(pagesList))("the built public pages", () => {
  const pages = existsSync(pagesList)
    ? (JSON.parse(readFileSync(pagesList, "utf8")) as PrerenderedPage[])
    : [];
  const htmlOf = (page: PrerenderedPage) =>
    readFileSync(path.join(webDir, ".prerendered", page.file), "utf8");

  it("are every public page of both hosts", () => {
    expect(pages.map((page) => `${page.kind} ${page.path}`).sort()).toEqual(Object.keys(JS_BUDGET_KB).sort());
  });

  it.each(pages.map((page) => [`${page.kind} ${page.path}`, page] as const))(
    "%s holds its markup and the theme's head script",
    (name, page) => {
      const html = htmlOf(page);
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(`<h1`);
      expect(root).toContain(headingOf(name, page.path));
      // Its form; /verify/<code> has none: it says it is checking until the server answers, or, with the slots
      // the server writes into (src/server/platform/http/spa.ts), that the certificate is not found or valid.
      if (page.path.endsWith("/not-found")) expect(root.split(">ASKED-CODE-SLOT<")).toHaveLength(2);
      else if (page.path.endsWith("/valid"))
        for (const slot of VALID_SLOTS) expect(root.split(`>${slot}<`), slot).toHaveLength(2);
      else if (page.path.startsWith("/verify/")) expect(root).toContain("Checking the certificate…");
      else expect(root).toMatch(/<(form|button)[\s>]/);
      // Decision 0026: the theme is set before the first paint, ahead of the markup.
      expect(html.indexOf('<script src="/theme-boot.js"></script>')).toBeLessThan(
        html.indexOf('<div id="root">'),
      );
    },
  );

  it.each(pages.map((page) => [`${page.kind} ${page.path}`, page] as const))(
    "%s loads no more JavaScript than its budget",
    (name, page) => {
      const html = htmlOf(page);
      const scripts = scriptsOf(html);
      expect(scripts.length).toBeGreaterThan(1);
      // Nothing loads before the markup is painted but the theme's script and the stylesheet.
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const kb =
        scripts.reduce((total, file) => total + gzipSync(readFileSync(path.join(webDir, file))).length, 0) /
        1000;
      expect(kb).toBeLessThanOrEqual(JS_BUDGET_KB[name] ?? 0);
    },
  );
});
