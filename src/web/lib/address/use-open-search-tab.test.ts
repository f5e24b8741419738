import { act, renderHook } from "@testing-library/react";
import { useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { addressWrapper } from "../../test-support/address-wrapper";
import { useOpenSearchTab } from "./use-open-search-tab";

function renderTabs(at: string) {
  const { wrapper, address } = addressWrapper(at);
  const { result } = renderHook(() => ({ open: useOpenSearchTab(), navigate: useNavigate() }), { wrapper });
  return { result, address };
}

describe("useOpenSearchTab", () => {
  it("opens a tab as one history entry though it is asked twice before the address changes", () => {
    const { result, address } = renderTabs("/dashboard?tab=deals&page=3");
    act(() => {
      result.current.open({ tab: "resources" });
      result.current.open({ tab: "resources" });
    });
    expect(address()).toBe("/dashboard?tab=resources");
    act(() => result.current.navigate(-1));
    expect(address()).toBe("/dashboard?tab=deals&page=3");
  });

  it("opens the same tab again after Back", () => {
    const { result, address } = renderTabs("/dashboard");
    act(() => result.current.open({ tab: "deals" }));
    act(() => result.current.navigate(-1));
    expect(address()).toBe("/dashboard");
    act(() => result.current.open({ tab: "deals" }));
    expect(address()).toBe("/dashboard?tab=deals");
  });
});
