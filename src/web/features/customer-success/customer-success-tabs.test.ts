import { describe, expect, it } from "vitest";
import { tabForPath } from "#web/components/page/tab-for-path";
import { CUSTOMER_SUCCESS_TABS } from "./customer-success-tabs";

describe("the customer success tabs' addresses", () => {
  it.each([
    ["/customer-success", "overview"],
    ["/customer-success/", "overview"],
    ["/customer-success/tickets", "tickets"],
    ["/customer-success/health", "health"],
    ["/customer-success/health/", "health"],
    ["/customer-success/onboarding", "onboarding"],
  ])("opens %s on the %s tab", (path, tab) => {
    expect(tabForPath(path, CUSTOMER_SUCCESS_TABS)).toBe(tab);
  });
});
