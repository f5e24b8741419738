import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalId, uuid } from "#shared/contracts/ids";

const ID = "de305d54-75b4-431b-adb2-eb6b9e546014";

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
}

describe("ids (docs/product/errors-and-messages.md#ids)", () => {
  it("parse a UUID in any case to its lower-case form, and still refuse what is no UUID", () => {
    expect(uuid().parse(ID.toUpperCase())).toBe(ID);
    expect(uuid().parse("De305d54-75B4-431b-ADB2-eb6b9e546014")).toBe(ID);
    expect(uuid({ error: "Please give a valid id." }).safeParse("DE305D54").error?.issues[0]?.message).toBe(
      "Please give a valid id.",
    );
  });

  it("make a UUID filter canonical and leave other ids (a user's, which are case-sensitive) as they are", () => {
    expect(canonicalId(ID.toUpperCase())).toBe(ID);
    expect(canonicalId("Xk2LmQ9pRz")).toBe("Xk2LmQ9pRz");
  });

  it("are taken by every contract through the canonical helper, never z.uuid itself", () => {
    const bare = sourceFiles("src/shared")
      .filter((file) => !file.endsWith(path.join("contracts", "ids.ts")))
      .filter((file) => /\bz\.uuid\(/.test(readFileSync(file, "utf8")));
    expect(bare).toEqual([]);
  });
});
