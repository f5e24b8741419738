// Fails when a web feature imports another feature's files, or when web/components or web/lib import a
// feature: features stay independent, pages that combine them are composed in src/web/app. Reads every import
// specifier (static and type imports, re-exports, import() and vi.mock()) and resolves the relative ones.
// Run: node scripts/check-feature-boundaries.mjs [project root, default: this repository]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const web = path.join(root, "src/web");
const featuresDir = path.join(web, "features");
const sharedDirs = ["components", "lib"].map((name) => path.join(web, name));

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|importActual|importMock)\(\s*)["']([^"']+)["']/g;

const isInside = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
};

/** The feature a file belongs to, or undefined outside src/web/features/<feature>/. */
function featureOf(file) {
  if (!isInside(file, featuresDir)) return undefined;
  return path.relative(featuresDir, file).split(path.sep)[0];
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* sourceFiles(full);
    } else if (SOURCE.test(entry.name)) yield full;
  }
}

function lineOf(text, index) {
  return text.slice(0, index).split("\n").length;
}

const violations = [];
let checked = 0;
for (const file of sourceFiles(web)) {
  checked += 1;
  const owner = featureOf(file);
  const shared = sharedDirs.some((dir) => isInside(file, dir));
  if (!owner && !shared) continue;
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1];
    if (!specifier.startsWith(".")) continue;
    const target = featureOf(path.resolve(path.dirname(file), specifier));
    if (!target || target === owner) continue;
    const where = `${path.relative(root, file)}:${lineOf(text, match.index)}`;
    const rule = owner
      ? `feature "${owner}" imports feature "${target}"; compose them in src/web/app or share through src/web/components or src/web/lib`
      : `shared code imports feature "${target}"; src/web/components and src/web/lib serve features, never the other way round`;
    violations.push(`${where}: "${specifier}": ${rule}`);
  }
}

if (violations.length > 0) {
  console.error(`Feature boundaries: ${violations.length} import(s) cross them:`);
  for (const violation of violations) console.error(`  ${violation}`);
  process.exit(1);
}
console.log(`Feature boundaries: ${checked} web files, no import crosses them.`);
