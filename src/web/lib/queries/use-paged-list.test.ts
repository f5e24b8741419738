import { act, renderHook } from "@testing-library/react";
import { useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { addressWrapper } from "../../test-support/address-wrapper";
import { choiceParam, useAddressState } from "../address/use-address-state";
import { type PageInput, type PagingOptions, usePagedList } from "./use-paged-list";

/** A list query that answers at once with `total` items, remembering what it was asked. */
function fakeList(total: number | undefined) {
  const asked: (PageInput & { status?: string })[] = [];
  const useList = (input: PageInput & { status?: string }) => {
    asked.push(input);
    return { data: total === undefined ? undefined : { total } };
  };
  return { asked, useList };
}

const STATUS = { status: choiceParam(["all", "pending", "approved"], "all") };

/** A paged list filtered by a status kept in the address, as a screen wires it, at the address `at`. */
function renderList(
  useList: (input: PageInput & { status?: string }) => {
    data: { total: number } | undefined;
    isPlaceholderData?: boolean;
  },
  at = "/deals",
  options: PagingOptions = {},
) {
  const { wrapper, address } = addressWrapper(at);
  const rendered = renderHook(
    () => {
      const [{ status }, setFilters] = useAddressState(STATUS, options.prefix);
      const paged = usePagedList(useList, status === "all" ? {} : { status }, options);
      return { paged, setFilters, navigate: useNavigate() };
    },
    { wrapper },
  );
  return { ...rendered, address };
}

describe("usePagedList", () => {
  it("asks for the first page of 25 with the filters and counts pages, at least one", () => {
    const { asked, useList } = fakeList(45);
    const { result, address } = renderList(useList, "/deals?status=pending");
    expect(asked.at(-1)).toEqual({ status: "pending", page: 1, pageSize: 25 });
    expect(result.current.paged).toMatchObject({ page: 1, pageSize: 25, total: 45, pageCount: 2 });
    expect(address()).toBe("/deals?status=pending");

    const empty = fakeList(0);
    const { result: none } = renderList(empty.useList);
    expect(none.current.paged).toMatchObject({ total: 0, pageCount: 1 });
  });

  it("reads the page and the page size from the address, and anything unreadable as the default", () => {
    const { asked, useList } = fakeList(502);
    const { result } = renderList(useList, "/deals?page=3&size=50");
    expect(asked.at(-1)).toEqual({ page: 3, pageSize: 50 });
    expect(result.current.paged).toMatchObject({ page: 3, pageSize: 50, pageCount: 11 });

    for (const at of ["/deals?page=abc&size=7", "/deals?page=0&size=-25", "/deals?page=2.5&size=50x"]) {
      const bad = fakeList(502);
      renderList(bad.useList, at);
      expect(bad.asked.at(-1)).toEqual({ page: 1, pageSize: 25 });
    }
  });

  it("turns pages in the address, one history entry each, leaving the first page's number out", () => {
    const { asked, useList } = fakeList(502);
    const { result, address } = renderList(useList, "/deals?status=pending");
    act(() => result.current.paged.setPage(3));
    expect(address()).toBe("/deals?status=pending&page=3");
    expect(asked.at(-1)).toEqual({ status: "pending", page: 3, pageSize: 25 });

    act(() => result.current.paged.setPage(1));
    expect(address()).toBe("/deals?status=pending");
    act(() => result.current.navigate(-1));
    expect(address()).toBe("/deals?status=pending&page=3");
    expect(result.current.paged.page).toBe(3);
  });

  it("keeps the first item shown in view when the page size changes, and leaves the default size out", () => {
    const { useList } = fakeList(502);
    const { result, address } = renderList(useList, "/deals?page=3");
    // Items 51-75: at 50 a page, item 51 is on page 2.
    act(() => result.current.paged.setPageSize(50));
    expect(address()).toBe("/deals?page=2&size=50");
    act(() => result.current.paged.setPageSize(25));
    expect(address()).toBe("/deals?page=3");
    act(() => result.current.paged.setPageSize(100));
    expect(address()).toBe("/deals?size=100");
  });

  it("offers a list's own page sizes, the first being the default", () => {
    const { asked, useList } = fakeList(30);
    const { result } = renderList(useList, "/resources?size=24", { pageSizes: [12, 24, 48] });
    expect(asked.at(-1)).toEqual({ page: 1, pageSize: 24 });
    expect(result.current.paged.pageSizes).toEqual([12, 24, 48]);

    const other = fakeList(30);
    renderList(other.useList, "/resources?size=50", { pageSizes: [12, 24, 48] });
    expect(other.asked.at(-1)).toEqual({ page: 1, pageSize: 12 });
  });

  it("starts again at page 1 when a filter changes, and Back brings the filter and its page back", () => {
    const { asked, useList } = fakeList(502);
    const { result, address } = renderList(useList, "/deals?status=pending&page=4");
    act(() => result.current.setFilters({ status: "approved" }));
    expect(address()).toBe("/deals?status=approved");
    expect(asked.at(-1)).toEqual({ status: "approved", page: 1, pageSize: 25 });
    // No page of the old filter was ever asked for under the new one.
    expect(asked).not.toContainEqual({ status: "approved", page: 4, pageSize: 25 });

    act(() => result.current.navigate(-1));
    expect(address()).toBe("/deals?status=pending&page=4");
    expect(asked.at(-1)).toEqual({ status: "pending", page: 4, pageSize: 25 });
  });

  it("keeps two lists on one screen apart by a prefix", () => {
    const mine = fakeList(100);
    const theirs = fakeList(100);
    const { wrapper, address } = addressWrapper("/lms?enrolled-page=2");
    const { result } = renderHook(
      () => ({
        mine: usePagedList(mine.useList, {}, { prefix: "enrolled-" }),
        theirs: usePagedList(theirs.useList, {}),
      }),
      { wrapper },
    );
    expect(result.current.mine.page).toBe(2);
    expect(result.current.theirs.page).toBe(1);
    act(() => result.current.theirs.setPage(3));
    expect(address()).toBe("/lms?enrolled-page=2&page=3");
    expect(result.current.mine.page).toBe(2);
  });

  it("steps back to the new last page, in place of the history entry, when the last page empties", () => {
    let total = 51;
    const useList = (_input: PageInput) => ({ data: { total } });
    const { result, rerender, address } = renderList(useList, "/deals");
    act(() => result.current.paged.setPage(3));
    expect(result.current.paged.page).toBe(3);

    total = 50;
    rerender();
    expect(result.current.paged).toMatchObject({ page: 2, pageCount: 2 });
    expect(address()).toBe("/deals?page=2");
    act(() => result.current.navigate(-1));
    expect(address()).toBe("/deals");
  });

  it("waits for the page's own count before stepping back, past a capped count of the page before", () => {
    let answer: { data: { total: number }; isPlaceholderData: boolean } = {
      data: { total: 1050 },
      isPlaceholderData: false,
    };
    const useList = (_input: PageInput) => answer;
    const { result, rerender, address } = renderList(useList, "/users?page=41");
    expect(result.current.paged).toMatchObject({ page: 41, pageCount: 42 });

    answer = { data: { total: 1050 }, isPlaceholderData: true };
    act(() => result.current.paged.setPage(47));
    expect(result.current.paged.page).toBe(47);
    expect(address()).toBe("/users?page=47");

    answer = { data: { total: 1200 }, isPlaceholderData: false };
    rerender();
    expect(result.current.paged).toMatchObject({ page: 47, pageCount: 48 });
  });

  it("keeps the page while the count is not known yet", () => {
    const { useList } = fakeList(undefined);
    const { result } = renderList(useList, "/deals?page=4");
    expect(result.current.paged).toMatchObject({ page: 4, total: 0, pageCount: 1 });
  });
});
