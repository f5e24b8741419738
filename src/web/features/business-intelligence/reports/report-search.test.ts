import { describe, expect, it } from "vitest";
import { filterList } from "#web/components/lists/list-filter";
import { REPORTS } from "../business-intelligence-sample-data";
import { REPORT_SEARCH } from "./report-search";

const names = (query: string) => filterList(REPORTS, REPORT_SEARCH, query).map((report) => report.name);

describe("the report search", () => {
  it("matches the name, ignoring case", () => {
    expect(names("PIPELINE")).toEqual(["Sales Pipeline Forecast"]);
  });

  it("matches the description, ignoring case", () => {
    expect(names("Commission")).toEqual(["Partner Performance"]);
  });

  it("matches in either field and keeps the list order", () => {
    // "Customer Health Trends" by name, "Churn Risk Drivers" by its description.
    expect(names("customer")).toEqual(["Customer Health Trends", "Churn Risk Drivers"]);
  });

  it("ignores surrounding spaces and returns every report for an empty query", () => {
    expect(names("  roi ")).toEqual(["Marketing Campaign ROI"]);
    expect(names("")).toHaveLength(REPORTS.length);
  });

  it("does not search the type", () => {
    expect(names("dashboard")).toEqual([]);
  });
});
