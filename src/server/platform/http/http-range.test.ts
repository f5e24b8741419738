import { describe, expect, it } from "vitest";
import { parseByteRange } from "./http-range";

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=500-", 1000, { start: 500, end: 999 }],
    ["bytes=-100", 1000, { start: 900, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    ["bytes=900-5000", 1000, { start: 900, end: 999 }],
    ["bytes=999-999", 1000, { start: 999, end: 999 }],
    ["BYTES = 1-1", 10, { start: 1, end: 1 }],
  ])("%s of %i bytes is %j", (header, size, range) => {
    expect(parseByteRange(header, size)).toEqual({ kind: "part", range });
  });

  it.each([
    [undefined, 1000],
    ["", 1000],
    ["items=0-9", 1000],
    ["bytes=0-1,5-9", 1000],
  ])("%j of %i bytes answers the whole file", (header, size) => {
    expect(parseByteRange(header, size)).toEqual({ kind: "whole" });
  });

  it.each([
    ["bytes=1000-", 1000],
    ["bytes=5000-6000", 1000],
    ["bytes=5-2", 1000],
    ["bytes=-", 1000],
    ["bytes=-0", 1000],
    ["bytes=abc", 1000],
    ["bytes=1-2-3", 1000],
    ["bytes=0x10-", 1000],
    ["bytes", 1000],
    ["bytes=0-9", 0],
    ["bytes=-5", 0],
    ["bytes=99999999999999999999-", 1000],
    ["bytes=0-99999999999999999999", 1000],
  ])("%j of %i bytes cannot be served (416)", (header, size) => {
    expect(parseByteRange(header, size)).toEqual({ kind: "unsatisfiable" });
  });

  it("reads a header of 100,000 characters in linear time", () => {
    const started = performance.now();
    expect(parseByteRange(`bytes=${" ".repeat(100_000)}x`, 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange(`bytes=${" ".repeat(50_000)}5-9`, 1000)).toEqual({
      kind: "part",
      range: { start: 5, end: 9 },
    });
    expect(performance.now() - started).toBeLessThan(100);
  });
});
