import { describe, expect, it } from "vitest";
import { csvCell, figuresCsv } from "./figures-csv";

describe("figuresCsv", () => {
  it("writes the headings, then each row, every record ending in CRLF", () => {
    expect(figuresCsv(["Month", "Value"], [{ cells: ["Nov 2026", "$1,250.00"] }])).toBe(
      'Month,Value\r\nNov 2026,"$1,250.00"\r\n',
    );
  });

  it("writes a row's values instead of its cells where it has them", () => {
    expect(
      figuresCsv(["Month", "Value"], [{ cells: ["Nov 2026", "$1,250.00"], values: ["2026-11", "1250.00"] }]),
    ).toBe("Month,Value\r\n2026-11,1250.00\r\n");
  });

  it.each([
    ["=SUM(A1)", "'=SUM(A1)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["\rx", '"\'\rx"'],
    ['Say "hi"', '"Say ""hi"""'],
    ["Plain", "Plain"],
  ])("neutralises and quotes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
