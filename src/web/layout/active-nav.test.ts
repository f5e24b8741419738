import { describe, expect, it } from "vitest";
import { activeNavHref, navHrefMatches } from "./active-nav";
import { NAV_HREFS } from "./nav-items";

describe("navHrefMatches", () => {
  it("matches / only exactly", () => {
    expect(navHrefMatches("/", "/")).toBe(true);
    expect(navHrefMatches("/lms", "/")).toBe(false);
  });

  it("matches other entries by path prefix, segment by segment", () => {
    expect(navHrefMatches("/lms", "/lms")).toBe(true);
    expect(navHrefMatches("/lms/my-learning", "/lms")).toBe(true);
    expect(navHrefMatches("/lmsx", "/lms")).toBe(false);
  });

  it("ignores a trailing slash and letter case, as the router does", () => {
    expect(navHrefMatches("/Admin/", "/admin")).toBe(true);
  });
});

describe("activeNavHref", () => {
  it.each([
    ["/", "/"],
    ["/customer-success", "/customer-success"],
    ["/customer-success/tickets", "/customer-success/tickets"],
    ["/partner-portal", "/partner-portal"],
    ["/partner-portal/performance", "/partner-portal/performance"],
    ["/lms", "/lms"],
    ["/lms/my-learning", "/lms/my-learning"],
    ["/lms/certifications", "/lms/certifications"],
    ["/business-intelligence", "/business-intelligence"],
    ["/business-intelligence/reports", "/business-intelligence/reports"],
    ["/business-intelligence/scheduled", "/business-intelligence/scheduled"],
    ["/admin", "/admin"],
  ])("highlights only the most specific entry for %s", (pathname, expected) => {
    expect(activeNavHref(pathname, NAV_HREFS)).toBe(expected);
  });

  it("falls back to the closest parent entry for a deeper path", () => {
    expect(activeNavHref("/customer-success/tickets/42", NAV_HREFS)).toBe("/customer-success/tickets");
    expect(activeNavHref("/admin/users", NAV_HREFS)).toBe("/admin");
  });

  it("highlights nothing outside the sidebar's entries", () => {
    expect(activeNavHref("/status", NAV_HREFS)).toBeUndefined();
  });

  it("does not depend on the order of the entries", () => {
    const reversed = [...NAV_HREFS].reverse();
    expect(activeNavHref("/lms/certifications", reversed)).toBe("/lms/certifications");
  });
});
