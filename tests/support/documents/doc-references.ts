import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Finds the references to documents in the repository's text (docs/ paths, *.md names and their #anchors,
// markdown links, "decision NNNN") and says which of them do not resolve inside the repository.

/** The repository as path (from its root, with /) to text; null for a file present but not read. */
export type RepoFiles = ReadonlyMap<string, string | null>;

export interface Finding {
  file: string;
  line: number;
  reference: string;
  problem: string;
}

const SCANNED_ROOTS = ["src", "tests", "scripts", "bench", "docs", "README.md"];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".git"]);

/** Placeholders in templates and conventions, such as NNNN-file-name.md. */
const PLACEHOLDER = /NNNN/;
const URL = /\bhttps?:\/\/[^\s)>\]"'`]+|\bmailto:[^\s)>\]"'`]+/g;
const MD_NAME = /(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)\b(?:#([\w-]*))?/g;
const DOCS_PATH = /(?<![\w/.-])docs\/[\w./-]*[\w-](?![\w./<{*-])/g;
const MD_LINK = /\]\(([^)\s]+)\)/g;
const DECISIONS = /\bdecisions?[ \t]+(\d+(?:(?:[ \t]*,[ \t]*|[ \t]+(?:and|or)[ \t]+)\d+)*)\b/gi;
const OUTSIDE_SHARED = /(?<![\w/.-])(?:\.\.\/)+shared\b/g;
/** The notes the project began from, kept beside the repository and never in it: nothing may cite them. */
const OUTSIDE_NOTES = /\b(?:SPEC|ARCHITECTURE|TOOLCHAIN)\b(?:\.md)?/g;

/** Reads every file under the scanned roots; text files with their content, others by name only. */
export function readRepoFiles(root: string): RepoFiles {
  const files = new Map<string, string | null>();
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(child);
      } else
        files.set(child, TEXT_FILE.test(entry.name) ? readFileSync(path.join(root, child), "utf8") : null);
    }
  };
  for (const name of SCANNED_ROOTS) {
    if (name.endsWith(".md")) files.set(name, readFileSync(path.join(root, name), "utf8"));
    else walk(name);
  }
  return files;
}

/**
 * The anchors GitHub gives a markdown file's headings: the text lower-cased, without punctuation but hyphens and
 * underscores, spaces as hyphens; a repeated heading gets -1, -2 and so on. Fenced code is not a heading.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}[ \t]+(.+?)[ \t#]*$/.exec(line);
    if (!heading?.[1]) continue;
    const text = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[`*]/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(text) ?? 0;
    seen.set(text, count + 1);
    anchors.add(count === 0 ? text : `${text}-${count}`);
  }
  return anchors;
}

/** Whether the path names a file or a folder of the repository. */
function exists(files: RepoFiles, target: string): boolean {
  if (files.has(target)) return true;
  const folder = `${target.replace(/\/$/, "")}/`;
  for (const name of files.keys()) if (name.startsWith(folder)) return true;
  return false;
}

const leavesRepository = (target: string) => target === ".." || target.startsWith("../");

/** Every reference in one file's text that does not resolve. */
function checkFile(files: RepoFiles, file: string, original: string): Finding[] {
  const findings: Finding[] = [];
  // URLs point elsewhere on purpose; blanking them keeps every other position (and line) as it was.
  const text = original.replace(URL, (url) => " ".repeat(url.length));
  const folder = path.posix.dirname(file);
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  const reported = new Set<number>();
  // One finding per place: the first rule to see a reference names its problem best.
  const report = (index: number, reference: string, problem: string) => {
    if (!reported.has(index)) findings.push({ file, line: lineAt(index), reference, problem });
    reported.add(index);
  };

  /** Resolves a document (and its anchor) from the file's folder, then from the root; reports what fails. */
  const checkDocument = (index: number, reference: string, target: string, anchor: string | undefined) => {
    const fromFolder = path.posix.normalize(path.posix.join(folder, target));
    const fromRoot = path.posix.normalize(target);
    const found = [fromFolder, fromRoot].find(
      (candidate) => !leavesRepository(candidate) && exists(files, candidate),
    );
    if (!found) {
      report(
        index,
        reference,
        leavesRepository(fromFolder) && !exists(files, fromRoot)
          ? "cites a file outside the repository"
          : "names no file in the repository",
      );
      return;
    }
    if (anchor === undefined || !found.endsWith(".md")) return;
    const markdown = files.get(found);
    if (anchor === "" || (markdown != null && !headingAnchors(markdown).has(anchor))) {
      report(index, reference, `names no heading #${anchor} in ${found}`);
    }
  };

  for (const match of text.matchAll(OUTSIDE_NOTES)) {
    if (!exists(files, match[0])) report(match.index, match[0], "cites a document outside the repository");
  }
  for (const match of text.matchAll(MD_NAME)) {
    const [reference, target = "", anchor] = match;
    if (!PLACEHOLDER.test(reference)) checkDocument(match.index, reference, target, anchor);
  }
  for (const match of text.matchAll(DOCS_PATH)) {
    const [reference] = match;
    if (reference.endsWith(".md") || PLACEHOLDER.test(reference) || exists(files, reference)) continue;
    const decision = /^docs\/decisions\/(\d{4})$/.exec(reference)?.[1];
    const named =
      decision && [...files.keys()].some((name) => name.startsWith(`docs/decisions/${decision}-`));
    if (!named) report(match.index, reference, "names no file in the repository");
  }
  if (file.endsWith(".md")) {
    for (const match of text.matchAll(MD_LINK)) {
      const [whole, link = ""] = match;
      const [target = "", anchor] = link.split("#");
      const index = match.index + whole.indexOf(link);
      if (/^[a-z]+:/i.test(link) || PLACEHOLDER.test(link)) continue;
      if (target === "") {
        if (!headingAnchors(original).has(anchor ?? ""))
          report(index, link, `names no heading #${anchor} here`);
      } else if (!target.endsWith(".md")) {
        const resolved = path.posix.normalize(path.posix.join(folder, target));
        if (leavesRepository(resolved)) report(index, link, "cites a file outside the repository");
        else if (!exists(files, resolved)) report(index, link, "names no file in the repository");
      }
    }
  }
  for (const match of text.matchAll(DECISIONS)) {
    for (const number of (match[1] ?? "").match(/\d+/g) ?? []) {
      const recorded =
        number.length === 4 && [...files.keys()].some((name) => name.startsWith(`docs/decisions/${number}-`));
      if (!recorded) report(match.index, match[0], `names no decision record docs/decisions/${number}-*.md`);
    }
  }
  for (const match of text.matchAll(OUTSIDE_SHARED)) {
    if (leavesRepository(path.posix.normalize(path.posix.join(folder, match[0])))) {
      report(match.index, match[0], "cites a file outside the repository");
    }
  }
  return findings;
}

/** Every reference in the repository's text files that names a missing file, heading or decision. */
export function checkDocReferences(files: RepoFiles, skip: ReadonlySet<string> = new Set()): Finding[] {
  const findings: Finding[] = [];
  for (const [file, text] of files) {
    if (text !== null && !skip.has(file)) findings.push(...checkFile(files, file, text));
  }
  return findings;
}
