import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addressWrapper } from "../../test-support/address-wrapper";
import { useOpenTabLabel } from "./use-open-tab-label";

const TABS = [
  { value: "users", label: "User Management", path: "/admin/users" },
  { value: "audit-log", label: "Audit Log", path: "/admin/audit-log" },
];

const labelAt = (at: string, tabs = TABS) =>
  renderHook(() => useOpenTabLabel(tabs, "users"), addressWrapper(at)).result.current;

describe("useOpenTabLabel", () => {
  it("names the tab the address opens, a detail below it included, else the default tab", () => {
    expect(labelAt("/admin/audit-log")).toBe("Audit Log");
    expect(labelAt("/admin/audit-log/anything")).toBe("Audit Log");
    expect(labelAt("/admin")).toBe("User Management");
  });

  it("names none while the screen shows no tabs", () => {
    expect(labelAt("/admin/audit-log", [])).toBeUndefined();
  });
});
