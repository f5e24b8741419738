import { describe, expect, it } from "vitest";
import { tabForPath } from "./tab-for-path";

const TABS = [
  { value: "overview" },
  { value: "deals", path: "/partners/deals" },
  { value: "resources", path: "/partners/resources/" },
];

describe("tabForPath", () => {
  it("opens the tab at the path, whatever the trailing slashes", () => {
    expect(tabForPath("/partners/deals", TABS)).toBe("deals");
    expect(tabForPath("/partners/deals/", TABS)).toBe("deals");
    expect(tabForPath("/partners/resources", TABS)).toBe("resources");
  });

  it("opens the first tab, or the fallback given, at any other path", () => {
    expect(tabForPath("/partners", TABS)).toBe("overview");
    expect(tabForPath("/partners/unknown", TABS)).toBe("overview");
    expect(tabForPath("/partners", TABS, "deals")).toBe("deals");
    expect(tabForPath("/partners/resources", TABS, "deals")).toBe("resources");
  });

  it("opens the tab an address lies below, the most specific when paths nest", () => {
    expect(tabForPath("/partners/deals/5b0c1f7e", TABS)).toBe("deals");
    const nested = [
      { value: "catalog", path: "/lms" },
      { value: "my-learning", path: "/lms/my-learning" },
    ];
    expect(tabForPath("/lms/my-learning", nested)).toBe("my-learning");
    expect(tabForPath("/lms", nested, "my-learning")).toBe("catalog");
    expect(tabForPath("/partners/dealsx", TABS)).toBe("overview");
  });

  it("opens nothing when there are no tabs", () => {
    expect(tabForPath("/partners", [])).toBeUndefined();
  });
});
