import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../bench/support/built-server";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

// Decision 0048: the server runs with the same Node flags wherever it is started, so the benchmarks measure
// what `npm start`, the Docker image and the end-to-end tests run.
describe("the Node flags the server runs with", () => {
  const commands = {
    "npm start": (JSON.parse(read("package.json")) as { scripts: { start: string } }).scripts.start,
    Dockerfile: (read("Dockerfile").match(/^CMD \[(.*)\]$/m)?.[1] ?? "")
      .replaceAll('"', "")
      .replaceAll(",", ""),
    "the end-to-end tests' server": read("playwright.config.ts").match(/command: "(node [^"]*)"/)?.[1] ?? "",
  };

  for (const [where, command] of Object.entries(commands))
    it(`are the benchmarks' in ${where}`, () => {
      const flags = command.split(/\s+/).filter((word) => word.startsWith("--"));
      expect(flags).toEqual(SERVER_NODE_FLAGS);
    });
});
