import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatDate,
  formatDuration,
  formatFileSizeKb,
  formatFileSizeMb,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSizeLimit,
} from "./format";

describe("formatDate", () => {
  it.each([
    ["2026-03-05", "Mar 05, 2026"],
    ["2025-12-31", "Dec 31, 2025"],
    ["2026-01-09T23:30:00Z", "Jan 09, 2026"],
    ["2026-01-09T23:30:00-05:00", "Jan 10, 2026"],
  ])("shows %s as %s (in UTC)", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it("takes Date objects and timestamps", () => {
    expect(formatDate(new Date(Date.UTC(2024, 1, 29)))).toBe("Feb 29, 2024");
    expect(formatDate(Date.UTC(2026, 6, 4, 12))).toBe("Jul 04, 2026");
  });
});

describe("formatMoney", () => {
  it.each([
    [1234, "$1,234"],
    [1234.5, "$1,234.50"],
    [0, "$0"],
    [0.5, "$0.50"],
    [1_250_000, "$1,250,000"],
    [99.999, "$100"],
    [19.994, "$19.99"],
    [-1500.25, "-$1,500.25"],
  ])("shows %d as %s", (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe("formatNumber", () => {
  it("adds thousands separators", () => {
    expect(formatNumber(1247)).toBe("1,247");
    expect(formatNumber(23)).toBe("23");
    expect(formatNumber(1_000_000)).toBe("1,000,000");
  });
});

describe("formatPercent", () => {
  it.each([
    [87, undefined, "87%"],
    [2.1, undefined, "2.1%"],
    [87.25, undefined, "87.3%"],
    [100, undefined, "100%"],
    [12.345, 2, "12.35%"],
    [66.6, 0, "67%"],
  ])("shows %d (%s digits) as %s", (value, digits, expected) => {
    expect(formatPercent(value, digits)).toBe(expected);
  });
});

describe("file sizes", () => {
  it.each([
    [12_595, "12.3 KB"],
    [1024, "1.0 KB"],
    [0, "0.0 KB"],
    [2 * 1024 * 1024, "2,048.0 KB"],
  ])("shows %d bytes as %s", (bytes, expected) => {
    expect(formatFileSizeKb(bytes)).toBe(expected);
  });

  it.each([
    [2_569_011, "2.45 MB"],
    [1024 * 1024, "1.00 MB"],
    [204_800, "0.20 MB"],
  ])("shows %d bytes as %s", (bytes, expected) => {
    expect(formatFileSizeMb(bytes)).toBe(expected);
  });

  it.each([
    [10 * 1024 * 1024, "10 MB"],
    [1024 * 1024, "1 MB"],
    [512 * 1024, "512 KB"],
  ])("names a limit of %d bytes as %s", (bytes, expected) => {
    expect(formatSizeLimit(bytes)).toBe(expected);
  });
});

describe("formatDuration", () => {
  it.each([
    [45, "45m"],
    [60, "1h"],
    [90, "1h 30m"],
    [240, "4h"],
    [0, "0m"],
  ])("shows %d minutes as %s", (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe("formatAmount", () => {
  it("shows a decimal string as dollars with separators and two decimals, without a float", () => {
    expect(formatAmount("12345")).toBe("$12,345.00");
    expect(formatAmount("12345.5")).toBe("$12,345.50");
    expect(formatAmount("1000000000.00")).toBe("$1,000,000,000.00");
    expect(formatAmount("0.07")).toBe("$0.07");
    expect(formatAmount("007.10")).toBe("$7.10");
    expect(formatAmount("999999999999.99")).toBe("$999,999,999,999.99");
  });
});
