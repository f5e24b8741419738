import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

const project = readJson("package.json");
const lock = readJson("package-lock.json") as {
  packages: Record<string, { engines?: { node?: string } }>;
};

/** The first release of each Node.js line `engines` names ("^24.11 || >=26": 24.11.0 and 26.0.0). */
const oldestOfEachLine = (project.engines.node as string)
  .split("||")
  .map((line) => semver.minVersion(line)?.version ?? "");

describe("the LTS lines of Node.js we name", () => {
  it("include the running Node.js", () => {
    expect(semver.satisfies(process.versions.node, project.engines.node)).toBe(true);
  });

  it("are each, from their oldest release we name, supported by every package that declares its Node.js", () => {
    expect(oldestOfEachLine).not.toContain("");
    const refusing = Object.entries(lock.packages).flatMap(([name, entry]) =>
      oldestOfEachLine
        .filter((version) => entry.engines?.node && !semver.satisfies(version, entry.engines.node))
        .map((version) => `${name} needs ${entry.engines?.node}, not ${version}`),
    );
    expect(refusing).toEqual([]);
  });

  it("run the development identity provider's library without an unsupported-runtime warning", () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", 'await import("oidc-provider");'], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/unsupported runtime/i);
  });
});
