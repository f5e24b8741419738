import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FEATURES = "src/server/features";
/** Past this a file holds more than one use case or sub-area, and is split (decision 0009). */
const MAX_LINES = 250;

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("server feature files", () => {
  it(`have at most ${MAX_LINES} lines each, tests aside`, () => {
    const tooLong = readdirSync(path.join(ROOT, FEATURES), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => path.join(FEATURES, name))
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), "utf8")) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it("counts lines as an editor shows them", () => {
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });
});
