import { afterEach, describe, expect, it } from "vitest";
import type { ReportResultColumn } from "#shared/contracts/reports";
import { setDisplayPreferences } from "#web/lib/format/display-preferences";
import { cellText, EMPTY_CELL } from "./result-cell";

const deals = { dataset: "deals" as const, grouping: null };
const column = (key: string, kind: ReportResultColumn["kind"]): ReportResultColumn => ({
  key,
  label: key,
  kind,
});

describe("a report's cell", () => {
  afterEach(() => setDisplayPreferences({ timeZone: null, dateLocale: null }));

  it("shows an amount in dollars with two decimals and a figure with separators", () => {
    expect(cellText(deals, column("value", "money"), "1234567.5")).toBe("$1,234,567.50");
    expect(cellText(deals, column("count", "number"), "12345")).toBe("12,345");
  });

  it("shows a choice by its label and an unknown value as it came", () => {
    expect(cellText(deals, column("status", "choice"), "closed_won")).toBe("Closed Won");
    expect(cellText(deals, column("status", "choice"), "somewhere")).toBe("somewhere");
  });

  it("shows a tier by the name the programme gives it", () => {
    const partners = { dataset: "partners" as const, grouping: null };
    expect(cellText(partners, column("tier", "choice"), "gold")).toBe("Gold");
    const names = { bronze: "Bronze", silver: "Silver", gold: "Champion", platinum: "Platinum" };
    expect(cellText(partners, column("tier", "choice"), "gold", names)).toBe("Champion");
  });

  it("shows nothing as a dash", () => {
    expect(cellText(deals, column("value", "money"), null)).toBe(EMPTY_CELL);
    expect(cellText(deals, column("partner", "text"), "")).toBe(EMPTY_CELL);
  });

  it("shows a calendar day and a moment in the person's date format", () => {
    expect(cellText(deals, column("expected_close", "date"), "2026-12-01")).toBe("Dec 01, 2026");
    setDisplayPreferences({ timeZone: "UTC", dateLocale: "en-GB" });
    expect(cellText(deals, column("expected_close", "date"), "2026-12-01")).toBe("1 Dec 2026");
    expect(cellText(deals, column("submitted", "date"), "2026-11-20T15:30:00.000Z")).toBe("20 Nov 2026");
  });

  it.each([
    ["month", "Oct 2026"],
    ["quarter", "Q4 2026"],
    ["year", "2026"],
    ["week", "Week of Oct 05, 2026"],
    ["day", "Oct 05, 2026"],
  ] as const)("names a date grouped by %s for its bucket", (bucket, text) => {
    const grouped = {
      dataset: "deals" as const,
      grouping: { by: [{ column: "submitted", bucket }], measures: [{ aggregate: "count" as const }] },
    };
    const day = bucket === "month" || bucket === "quarter" || bucket === "year" ? "2026-10-01" : "2026-10-05";
    expect(cellText(grouped, column("submitted", "date"), day)).toBe(text);
  });
});
