import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

const project = readJson("package.json");
const lock = readJson("package-lock.json") as {
  packages: Record<string, { engines?: { node?: string }; dev?: boolean }>;
};
const oldestNode = semver.minVersion(project.engines.node)?.version ?? "";

/**
 * Development tools that declare a newer Node than ours and why we still run them (decision 0022): the
 * boundary check calls dependency-cruiser's API, which runs on Node 20; its command line, which needs these two
 * packages, is never run.
 */
const DEV_TOOLS_BEYOND_OUR_NODE = new Set([
  "node_modules/dependency-cruiser",
  "node_modules/dependency-cruiser/node_modules/commander",
  "node_modules/watskeburt",
]);

describe("the Node.js version the project requires", () => {
  it("is a version the running Node.js satisfies", () => {
    expect(semver.satisfies(process.versions.node, project.engines.node)).toBe(true);
  });

  it("is supported by every package that declares which Node.js it needs", () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldestNode, entry.engines.node))
      .filter(([name, entry]) => !(entry.dev && DEV_TOOLS_BEYOND_OUR_NODE.has(name)))
      .map(([name, entry]) => `${name} needs ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it("runs the development identity provider's library without an unsupported-runtime warning", () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", 'await import("oidc-provider");'], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/unsupported runtime/i);
  });
});
