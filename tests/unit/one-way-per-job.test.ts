import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

// Each recurring job of the web app is done one way (docs/conventions.md#web-srcwebfeaturesfeature); these
// checks keep the second ways from coming back. Paths are matched by folder, as lib/ and components/ gain
// subfolders.

const ROOT = path.resolve(import.meta.dirname, "../..");
const WEB = "src/web/";
const FEATURES = "src/web/features/";

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** Every TypeScript file under `folder`, as a path from the repository's root with forward slashes. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/")));
}

const sources = new Map<string, string>();
const read = (file: string) => {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(ROOT, file), "utf8");
    sources.set(file, text);
  }
  return text;
};

const webSources = filesUnder("src/web").filter((file) => !isTest(file));
const featureSources = webSources.filter((file) => file.startsWith(FEATURES));
/** The screens and what composes them: src/web but for the shared pieces (lib/, components/) and test helpers. */
const screenSources = webSources.filter((file) =>
  ["lib/", "components/", "test-support/"].every((shared) => !file.startsWith(WEB + shared)),
);

/** `file: line` for each line of each file that matches `pattern`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

/** A file's syntax tree (oxc, through Vite; TypeScript 7 has no compiler API for JavaScript to call). */
const parsed = (file: string) => parseSync(file, read(file), { lang: "tsx" }).program;

type SyntaxNode = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** The nodes under `root` (itself included) that `test` picks, depth first. */
function nodesUnder(root: unknown, test: (node: SyntaxNode) => boolean): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isNode(value)) {
      if (test(value)) found.push(value);
      for (const child of Object.values(value)) if (typeof child === "object") visit(child);
    }
  };
  visit(root);
  return found;
}

/** The modules a file imports or re-exports from, each with the names it takes; `import type` left out. */
function importsOf(file: string): { module: string; names: string[] }[] {
  return parsed(file).body.flatMap((statement) => {
    if (statement.type === "ImportDeclaration") {
      if (statement.importKind === "type") return [];
      const names = statement.specifiers.flatMap((specifier) =>
        specifier.type === "ImportSpecifier" &&
        specifier.importKind !== "type" &&
        specifier.imported.type === "Identifier"
          ? [specifier.imported.name]
          : [],
      );
      return [{ module: statement.source.value, names }];
    }
    if (
      (statement.type === "ExportNamedDeclaration" || statement.type === "ExportAllDeclaration") &&
      statement.source
    )
      return statement.exportKind === "type" ? [] : [{ module: statement.source.value, names: [] }];
    return [];
  });
}

/** The file an import of ours names (`#web/…` or relative), or undefined for a package. */
function resolveImport(from: string, module: string): string | undefined {
  const base = module.startsWith("#web/")
    ? path.posix.join("src/web", module.slice("#web/".length))
    : module.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), module)
      : undefined;
  if (!base) return undefined;
  return [".ts", ".tsx", "/index.ts", "/index.tsx", ""]
    .map((ending) => base + ending)
    .find((file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile());
}

/** `toast.error` for that member expression, `useEffect` for that name; "" for anything else. */
const nameOf = (expression: SyntaxNode): string => {
  if (expression.type === "Identifier") return expression.name as string;
  if (expression.type === "MemberExpression" && !expression.computed)
    return `${nameOf(expression.object as SyntaxNode)}.${(expression.property as SyntaxNode).name}`;
  return "";
};
const isCallOf = (node: SyntaxNode, name: RegExp) =>
  node.type === "CallExpression" && name.test(nameOf(node.callee as SyntaxNode));

/** Each `useEffect` (or `useLayoutEffect`) of a file whose callback calls `toast.error`, as `file:line`. */
function effectsToastingErrors(file: string): string[] {
  const text = read(file);
  const effects = nodesUnder(parsed(file), (node) => isCallOf(node, /^(React\.)?use(Layout)?Effect$/));
  return effects
    .filter(
      (effect) =>
        nodesUnder((effect.arguments as unknown[])[0], (node) => isCallOf(node, /^toast\.error$/)).length > 0,
    )
    .map((effect) => `${file}:${text.slice(0, effect.start).split("\n").length}`);
}

/**
 * The offenders outside `allowed`, and each allowed file that no longer offends (its entry goes): `allowed` maps a
 * file to why it may.
 */
const unallowed = (offenders: string[], allowed: Record<string, string>) => [
  ...offenders.filter((offender) => !Object.keys(allowed).some((file) => offender.startsWith(`${file}:`))),
  ...Object.keys(allowed)
    .filter((file) => !offenders.some((offender) => offender.startsWith(`${file}:`)))
    .map((file) => `${file}: allowed, and no longer does it`),
];

/**
 * The plain useMutation calls docs/conventions.md allows: a download or an export changes nothing, and the
 * public pages' calls stay off sonner, which useInvalidatingMutation imports (decision 0036).
 */
const PLAIN_MUTATIONS: Record<string, string> = {
  "src/web/features/deals/api/download-proposal.ts": "a download",
  "src/web/features/applications/api/download-document.ts": "a download",
  "src/web/features/learning/api/download-certificate.ts": "a download",
  "src/web/features/agreements/api/download-agreement-files.ts": "a download",
  "src/web/features/customer-success/partner/api/download-ticket-attachment.ts": "a download",
  "src/web/features/deals/api/export-deals.ts": "an export",
  "src/web/features/payouts/api/export-unpaid-payouts.ts": "an export",
  "src/web/features/business-intelligence/api/export-report.ts": "an export",
  "src/web/features/partner-auth/api/sign-in.ts": "a public page's call (/partner/login)",
  "src/web/features/partner-auth/api/request-setup-email.ts": "a public page's call (/partner/login)",
  "src/web/features/partner-auth/api/complete-setup.ts": "a public page's call (the password setup link)",
  "src/web/features/partner-auth/api/invitation.ts": "a public page's call (the invitation link)",
  "src/web/features/partner-teams/api/join-requests.ts": "a public page's call (/partner/join)",
  "src/web/features/applications/api/look-up-status.ts": "a public page's call (/status)",
};

/** Where a feature writes the query cache itself, as useWriteThroughMutation cannot. */
const CACHE_WRITES: Record<string, string> = {
  "src/web/features/notifications/api/watch-notifications.ts":
    "the live stream's events carry the unread count, which no call of ours answered",
  "src/web/features/learning/editor/course-editor-page.tsx":
    "a created course is the editor's query at its new address, whose id only the answer gives",
};

/** Hand-built query keys that stand. */
const WRITTEN_OUT_KEYS: Record<string, string> = {};

/** A Radix dialog root assembled by a screen. */
const OWN_DIALOGS: Record<string, string> = {
  "src/web/features/search/palette/search-palette.tsx":
    "the search palette: a command menu in a bare window, opened by its shortcut, which no dialog shell draws",
};

/** Where a failure's message is read with a fallback of its own. */
const OWN_FAILURE_WORDS: Record<string, string> = {};

/** Where a useEffect toasts a failure that is no failed load. */
const EFFECT_TOASTS: Record<string, string> = {
  "src/web/features/staff-auth/staff-login-page.tsx":
    "the identity provider sends a failed sign-in back with ?error=, which the page reads once",
};

/** The parts of a dialog a screen places inside a shell (ActionDialog, DetailDialog…). */
const DIALOG_SLOTS = new Set(["DialogHeader", "DialogTitle", "DialogDescription", "DialogFooter"]);

describe("one way per job in the web app", () => {
  it("changes data through useInvalidatingMutation, useMutation only for downloads, exports and public pages (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    expect(unallowed(linesMatching(screenSources, /\buseMutation\s*[<(]/), PLAIN_MUTATIONS)).toEqual([]);
  });

  it("writes a saved answer into the cache through useWriteThroughMutation, not setQueryData (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    expect(unallowed(linesMatching(featureSources, /\.setQueryData\s*[<(]/), CACHE_WRITES)).toEqual([]);
  });

  it("keys queries with the typed client's key helpers and personKey, not arrays written out (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    expect(unallowed(linesMatching(featureSources, /\bqueryKey\s*:\s*\[/), WRITTEN_OUT_KEYS)).toEqual([]);
  });

  it("draws menus with SelectFilter and SelectField, never Radix's Select or a <select> of a screen's own (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    const selectImports = screenSources.flatMap((file) =>
      importsOf(file)
        .filter(
          ({ module, names }) =>
            /components\/(.+\/)?(native-)?select$/.test(module) ||
            module === "@radix-ui/react-select" ||
            (module === "radix-ui" && names.includes("Select")),
        )
        .map(({ module }) => `${file}: ${module}`),
    );
    expect([...selectImports, ...linesMatching(screenSources, /<select\b/)]).toEqual([]);
  });

  it("opens dialogs through the shells of components/, a screen placing only their slots (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    const offenders = screenSources.flatMap((file) =>
      importsOf(file).flatMap(({ module, names }) => {
        if (
          /components\/(.+\/)?alert-dialog$/.test(module) ||
          /^@radix-ui\/react-(alert-)?dialog$/.test(module)
        )
          return [`${file}: ${module}`];
        if (module === "radix-ui")
          return names.filter((name) => /^(Alert)?Dialog$/.test(name)).map((name) => `${file}: ${name}`);
        if (/components\/(.+\/)?dialog$/.test(module))
          return names.filter((name) => !DIALOG_SLOTS.has(name)).map((name) => `${file}: ${name}`);
        return [];
      }),
    );
    expect(unallowed(offenders, OWN_DIALOGS)).toEqual([]);
  });

  it("words a failed call by failureText, not the failure's message with a fallback of its own (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    const offenders = webSources.flatMap((file) => {
      const text = read(file);
      // Also through a name: `const failure = rpcFailureOf(error)`, then `failure.message ?? "…"`.
      const names = [...text.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*rpcFailureOf\(/g)].map(
        (match) => match[1],
      );
      const fallback = new RegExp(
        `(?:\\brpcFailureOf\\([^)]*\\)|\\b(?:${names.join("|") || "$^"}))\\s*\\??\\.message\\s*\\?\\?`,
      );
      return linesMatching([file], fallback);
    });
    expect(unallowed(offenders, OWN_FAILURE_WORDS)).toEqual([]);
  });

  it("toasts a failed load from the query's meta (failureTitle), not from an effect of the screen (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    expect(unallowed(screenSources.flatMap(effectsToastingErrors), EFFECT_TOASTS)).toEqual([]);
  });

  it("mocks the typed client once, in the web project's setup file (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    const setupFile = /setupFiles:\s*\[\s*"([^"]+)"/.exec(read("vitest.config.ts"))?.[1];
    expect(setupFile).toBeDefined();
    const mocksRpc = /\bvi\.(?:do)?[mM]ock\(\s*(?:import\(\s*)?["'][^"']*\/rpc["']/;
    const offenders = [...filesUnder("src"), ...filesUnder("tests")]
      .filter((file) => file !== setupFile)
      .filter((file) => mocksRpc.test(read(file)));
    expect(offenders).toEqual([]);
    expect(mocksRpc.test(read(setupFile as string))).toBe(true);
  });

  it("calls the server through the transports of lib/, never fetch itself (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    const outsideLib = webSources.filter((file) => !file.startsWith(`${WEB}lib/`));
    expect(
      linesMatching(outsideLib, /(?<![\w$]|[\w$]\.)fetch\s*\(|\b(?:window|globalThis|self)\.fetch\s*\(/),
    ).toEqual([]);
  });

  it("builds a signed-in form with useContractForm, never react-hook-form's useForm (docs/conventions.md#web-srcwebfeaturesfeature)", () => {
    const outsideLib = webSources.filter((file) => !file.startsWith(`${WEB}lib/`));
    const offenders = outsideLib.flatMap((file) =>
      importsOf(file)
        .filter(({ module, names }) => module === "react-hook-form" && names.includes("useForm"))
        .map(() => file),
    );
    expect(offenders).toEqual([]);
  });

  it("builds a public page's form with usePublicForm: its screen reaches neither react-hook-form nor useContractForm (decision 0036)", () => {
    const publicScreens = /PUBLIC_SCREENS\b[^=]*=\s*\{([^}]*)\}/.exec(read("vite.config.ts"))?.[1] ?? "";
    const screens = [...publicScreens.matchAll(/"(src\/web\/[^"]+)"/g)].map((match) => match[1] as string);
    expect(screens.length).toBeGreaterThan(0);
    const offenders = screens.flatMap((screen) => {
      const seen = new Set<string>();
      const found: string[] = [];
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const { module } of importsOf(file)) {
          const target = resolveImport(file, module);
          if (module === "react-hook-form" || target?.endsWith("/use-contract-form.ts"))
            found.push(`${screen} reaches ${module} from ${file}`);
          if (target) visit(target);
        }
      };
      visit(screen);
      return found;
    });
    expect(offenders).toEqual([]);
  });

  it("builds the server image on a Node.js line package.json's engines accept (decision 0001)", () => {
    const engines = JSON.parse(read("package.json")).engines.node as string;
    const majors = [...read("Dockerfile").matchAll(/^FROM\s+node:(\d+)/gm)].map((match) => match[1]);
    expect(majors.length).toBeGreaterThan(0);
    expect(majors.filter((major) => !semver.intersects(`${major}.x`, engines))).toEqual([]);
  });
});
