import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Files lying loose in a folder that holds only folders by job (docs/architecture.md, the map). */
function looseFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).filter((name) =>
    statSync(path.join(root, folder, name)).isFile(),
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
}

describe("the repository's rooms", () => {
  it.each(["src/web/lib", "src/web/components", "tests/support"])(
    "%s holds folders by job, no loose files",
    (folder) => {
      expect(looseFiles(folder)).toEqual([]);
    },
  );
});

describe("the server image's packages", () => {
  const project = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const serverCode = [
    ...sourceFiles("src/server"),
    ...sourceFiles("src/shared"),
    "scripts/build-server.mjs",
  ].map((file) => readFileSync(path.join(root, file), "utf8"));

  it("are only those the server uses: a package only the browser loads is a development dependency", () => {
    const unused = Object.keys(project.dependencies).filter(
      (name) => !serverCode.some((text) => text.includes(`"${name}"`) || text.includes(`"${name}/`)),
    );
    expect(unused).toEqual([]);
  });
});
