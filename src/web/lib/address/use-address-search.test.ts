import { act, renderHook } from "@testing-library/react";
import { useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addressWrapper } from "../../test-support/address-wrapper";
import { usePagedList } from "../queries/use-paged-list";
import { useAddressSearch } from "./use-address-search";

const answerAll = () => ({ data: { total: 500 } });

function renderSearch(at: string) {
  const { wrapper, address } = addressWrapper(at);
  const rendered = renderHook(
    () => {
      const search = useAddressSearch();
      const paged = usePagedList(answerAll, search.search ? { search: search.search } : {});
      return { search, paged, navigate: useNavigate() };
    },
    { wrapper },
  );
  return { ...rendered, address };
}

describe("useAddressSearch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the search the address holds", () => {
    const { result } = renderSearch("/partners?q=acme");
    expect(result.current.search).toMatchObject({ text: "acme", search: "acme" });
  });

  it("writes the search once typing pauses, in place of the current entry, and starts at page 1", () => {
    const { result, address } = renderSearch("/deals");
    act(() => result.current.paged.setPage(4));
    expect(address()).toBe("/deals?page=4");

    act(() => result.current.search.setText("a"));
    act(() => result.current.search.setText("ac"));
    act(() => result.current.search.setText("acme "));
    expect(result.current.search.text).toBe("acme ");
    expect(address()).toBe("/deals?page=4");
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe("/deals?q=acme");
    expect(result.current.search.search).toBe("acme");
    expect(result.current.paged.page).toBe(1);

    // The search replaced page 4's entry: Back leaves for the entry before it.
    act(() => result.current.navigate(-1));
    expect(address()).toBe("/deals");
    expect(result.current.search.text).toBe("");
  });

  it("puts the address's search back into the box when the address changes", () => {
    const { result, address } = renderSearch("/deals?q=acme");
    act(() => result.current.navigate("/deals?q=globex"));
    expect(result.current.search).toMatchObject({ text: "globex", search: "globex" });
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe("/deals?q=globex");
  });
});
