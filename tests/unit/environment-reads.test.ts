import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER = "src/server";
/** The one file that reads the environment: every setting is parsed there, once. */
const CONFIG = "src/server/config.ts";

/** `process.env`, `process["env"]`, `const { env } = process` and `env` imported from node:process. */
const READS_ENVIRONMENT = [
  /\bprocess\s*(?:\?\.|\.)\s*env\b/,
  /\bprocess\s*\[\s*["'`]env["'`]\s*\]/,
  /\{[^}]*\benv\b[^}]*\}\s*=\s*(?:globalThis\.)?process\b/,
  /import\s*\{[^}]*\benv\b[^}]*\}\s*from\s*["'](?:node:)?process["']/,
];

const readsEnvironment = (source: string) => READS_ENVIRONMENT.some((pattern) => pattern.test(source));

describe("the environment", () => {
  it("is read under src/server only by config.ts, tests aside", () => {
    const readers = readdirSync(path.join(ROOT, SERVER), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.[cm]?tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(SERVER, name).split(path.sep).join("/"))
      .filter((file) => file !== CONFIG)
      .filter((file) => readsEnvironment(readFileSync(path.join(ROOT, file), "utf8")));
    expect(readers).toEqual([]);
  });

  it("is found read in each way a file can read it", () => {
    expect(readsEnvironment("if (process.env.NODE_ENV) {}")).toBe(true);
    expect(readsEnvironment('const port = process["env"].PORT;')).toBe(true);
    expect(readsEnvironment("const { env } = process;")).toBe(true);
    expect(readsEnvironment('import { env } from "node:process";')).toBe(true);
    expect(readsEnvironment("loadConfig(env);")).toBe(false);
  });
});
