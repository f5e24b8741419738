import { afterEach, describe, expect, it, vi } from "vitest";
import type { HostKind } from "./app/host-kind";

const VALID = [
  "Certificate Verification",
  "Valid",
  "This certificate was issued for a completed course.",
  ">CERTIFICATE-HOLDER-SLOT<",
  ">CERTIFICATE-COURSE-SLOT<",
  ">Feb 03, 1901<",
  ">Mar 04, 1902<",
  ">CERTIFICATE-CODE-SLOT<",
];

// What each public page's markup must hold before any JavaScript runs: its heading and its form's controls, or
// what it says while it asks the server.
const EXPECTED: Record<string, string[]> = {
  "internal /login": ["<h1", "Welcome back", "Sign in with Microsoft", 'href="/partner/login"'],
  "internal /partner/login": ["Partner Sign In", 'id="partner-email"', 'id="partner-password"', "Apply Now"],
  "internal /apply": ["Become a Partner", "<form", "Company Name"],
  "internal /partner/apply": ["Become a Partner", "<form", "Company Name"],
  "internal /status": ["Application Status", 'id="status-email"', "Check Status"],
  "partner /login": ["Partner Sign In", 'id="partner-email"', 'id="partner-password"'],
  "partner /partner/login": ["Partner Sign In", 'id="partner-email"', 'id="partner-password"'],
  "partner /apply": ["Become a Partner", "<form", "Company Name"],
  "partner /status": ["Application Status", 'id="status-email"', "Check Status"],
  // A certificate's code, until the server answers about it.
  "internal /verify/:code": ["Certificate Verification", "Checking the certificate…", 'aria-busy="true"'],
  "partner /verify/:code": ["Certificate Verification", "Checking the certificate…", 'aria-busy="true"'],
  // Any other code, which the server writes into the slot.
  "internal /verify/:code/not-found": ["Certificate not found", "Code: <span", ">ASKED-CODE-SLOT<"],
  "partner /verify/:code/not-found": ["Certificate not found", "Code: <span", ">ASKED-CODE-SLOT<"],
  // A certificate the server found, whose facts it writes into the slots; the dates in the standard format in UTC.
  "internal /verify/:code/valid": VALID,
  "partner /verify/:code/valid": VALID,
};

/** The build's renderer as the host kind's own process loads it: the kind is read once, as the modules load. */
async function rendererFor(kind: HostKind) {
  vi.resetModules();
  document.head.innerHTML = `<meta name="portal-host-kind" content="${kind}" />`;
  return import("./prerender");
}

afterEach(() => {
  document.head.innerHTML = "";
});

// Each test loads the renderer afresh, with the whole app behind it: seconds on a busy two-core machine.
describe("the public pages the build renders", { timeout: 60_000 }, () => {
  it("are the pages this test expects, each once", async () => {
    const { PUBLIC_PAGES } = await rendererFor("internal");
    expect(PUBLIC_PAGES.map((page) => `${page.kind} ${page.path}`).sort()).toEqual(
      Object.keys(EXPECTED).sort(),
    );
  });

  it.each(["internal", "partner"] as const)("hold their heading and form on the %s host", async (kind) => {
    const { PUBLIC_PAGES, renderPage, renderedKind } = await rendererFor(kind);
    expect(renderedKind).toBe(kind);
    for (const page of PUBLIC_PAGES.filter((candidate) => candidate.kind === kind)) {
      const markup = await renderPage(page.path);
      for (const expected of EXPECTED[`${kind} ${page.path}`] ?? [])
        expect(markup, page.path).toContain(expected);
      // Signed out, known without asking: never the loading screen.
      expect(markup, page.path).not.toContain("Loading...");
    }
  });
});
