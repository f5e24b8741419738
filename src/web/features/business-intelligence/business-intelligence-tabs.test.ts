import { describe, expect, it } from "vitest";
import { tabForPath } from "#web/components/page/tab-for-path";
import { BUSINESS_INTELLIGENCE_TABS } from "./business-intelligence-tabs";

describe("the business intelligence tabs' addresses", () => {
  it.each([
    ["/business-intelligence", "reports"],
    ["/business-intelligence/reports", "reports"],
    ["/business-intelligence/analytics", "analytics"],
    ["/business-intelligence/scheduled", "scheduled"],
    ["/business-intelligence/scheduled/", "scheduled"],
    ["/business-intelligence/unknown", "reports"],
  ])("opens %s on the %s tab", (path, tab) => {
    expect(tabForPath(path, BUSINESS_INTELLIGENCE_TABS)).toBe(tab);
  });
});
