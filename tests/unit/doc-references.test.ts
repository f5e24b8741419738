import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkDocReferences,
  type Finding,
  headingAnchors,
  type RepoFiles,
  readRepoFiles,
} from "../support/documents/doc-references";

// The checker's own files quote broken references on purpose.
const CHECKER = new Set(["tests/support/documents/doc-references.ts", "tests/unit/doc-references.test.ts"]);

/** A small repository: a product page, two decision records and the files under test. */
function repo(files: Record<string, string>): RepoFiles {
  return new Map<string, string | null>(
    Object.entries({
      "README.md": "# Demo\n",
      "docs/product/deals.md": "# Deals\n\n## Review\n\n## Statuses\n\n### Stat cards\n",
      "docs/decisions/0011-uploads.md": "# 0011 Uploads\n",
      "docs/decisions/0017-who-may-grant-what.md": "# 0017 Who may grant what\n",
      "src/shared/grant-rules.ts": "export {};\n",
      ...files,
    }),
  );
}

/** What the checker says about one planted file, as "reference: problem". */
const problems = (file: string, text: string) =>
  checkDocReferences(repo({ [file]: text }))
    .filter((finding) => finding.file === file)
    .map((finding) => `${finding.reference}: ${finding.problem}`);

describe("heading anchors", () => {
  it("follow GitHub's rules: lower case, punctuation dropped, spaces as hyphens, repeats numbered", () => {
    const markdown = [
      "# Deals",
      "## Errors and messages",
      "## Who may do what?",
      "### `ownRows` and **scope**",
      "## Welcome e-mail",
      "## manage_users (0017)",
      "## Review",
      "## Review",
      "```",
      "# not a heading",
      "```",
    ].join("\n");
    expect([...headingAnchors(markdown)]).toEqual([
      "deals",
      "errors-and-messages",
      "who-may-do-what",
      "ownrows-and-scope",
      "welcome-e-mail",
      "manage_users-0017",
      "review",
      "review-1",
    ]);
  });
});

describe("the document reference check", () => {
  it("accepts references that resolve: a page and its heading, a folder, a decision by number or path", () => {
    const text = [
      "// The moves of docs/product/deals.md#review and docs/product/deals.md#stat-cards.",
      "// Pages live in docs/product/; see decision 0017, decisions 0011 and 0017, and docs/decisions/0017.",
      "// The README.md says how to start.",
    ].join("\n");
    expect(problems("src/web/deal-actions.ts", text)).toEqual([]);
  });

  it("fails on a missing page, a missing heading, a missing decision and a decision number of another form", () => {
    const text = [
      "// docs/product/payments.md",
      "// docs/product/deals.md#approval",
      "// decision 0042, docs/decisions/0099",
      "// (decision 13)",
    ].join("\n");
    expect(problems("src/shared/payouts.ts", text)).toEqual([
      "docs/product/payments.md: names no file in the repository",
      "docs/product/deals.md#approval: names no heading #approval in docs/product/deals.md",
      "docs/decisions/0099: names no file in the repository",
      "decision 0042: names no decision record docs/decisions/0042-*.md",
      "decision 13: names no decision record docs/decisions/13-*.md",
    ]);
  });

  it("fails on anything that cites a document outside the repository", () => {
    const text = [
      "// The rule of SPEC.md 5 and ARCHITECTURE.md decision 9; the pins of TOOLCHAIN.",
      "// The notes sit in ../shared beside the repository.",
    ].join("\n");
    expect(problems("README.md", text)).toEqual([
      "SPEC.md: cites a document outside the repository",
      "ARCHITECTURE.md: cites a document outside the repository",
      "TOOLCHAIN: cites a document outside the repository",
      "decision 9: names no decision record docs/decisions/9-*.md",
      "../shared: cites a file outside the repository",
    ]);
  });

  it("checks markdown links from the page's own folder, anchors on the same page included", () => {
    const page = [
      "# Partners",
      "## Status",
      "[deals](deals.md#review), [grant rules](../decisions/0017-who-may-grant-what.md), [rules](#status)",
      "[code](../../src/shared/grant-rules.ts), [record](https://example.com/docs/decisions/023-dialogs.md)",
      "[lost](#statuses), [gone](../../src/shared/gone.ts), [notes](../../../shared/notes.md)",
      "[missing](missing.md), [template](NNNN-file-name.md), docs/decisions/NNNN-<what-we-decided>.md",
    ].join("\n");
    expect(problems("docs/product/partners.md", page)).toEqual([
      "../../../shared/notes.md: cites a file outside the repository",
      "missing.md: names no file in the repository",
      "#statuses: names no heading #statuses here",
      "../../src/shared/gone.ts: names no file in the repository",
    ]);
  });

  it("says where each finding is", () => {
    const findings: Finding[] = checkDocReferences(
      repo({ "src/a.ts": "const a = 1;\n\n// docs/product/x.md\n" }),
    );
    expect(findings).toEqual([
      {
        file: "src/a.ts",
        line: 3,
        reference: "docs/product/x.md",
        problem: "names no file in the repository",
      },
    ]);
  });

  it("finds every reference in the repository's code, tests, scripts, benchmarks, docs and README resolved", () => {
    const files = readRepoFiles(path.resolve(import.meta.dirname, "../.."));
    expect(files.has("docs/architecture.md")).toBe(true);
    expect(files.has("docs/conventions.md")).toBe(true);
    expect([...files.keys()].filter((name) => name.startsWith("docs/product/")).length).toBeGreaterThan(5);
    const findings = checkDocReferences(files, CHECKER).map(
      ({ file, line, reference, problem }) => `${file}:${line} ${reference}: ${problem}`,
    );
    expect(findings).toEqual([]);
  });

  it("keeps the README to two screens: fewer than 250 lines, the rest in docs/", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
    expect(readme.split("\n").length).toBeLessThan(250);
  });
});
