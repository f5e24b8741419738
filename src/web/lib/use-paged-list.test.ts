import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type PageInput, usePagedList } from "./use-paged-list";

/** A list query that answers at once with `total` items, remembering what it was asked. */
function fakeList(total: number | undefined) {
  const asked: (PageInput & { status?: string })[] = [];
  const useList = (input: PageInput & { status?: string }) => {
    asked.push(input);
    return { data: total === undefined ? undefined : { total } };
  };
  return { asked, useList };
}

describe("usePagedList", () => {
  it("asks for the first page with the filters and counts pages, at least one", () => {
    const { asked, useList } = fakeList(45);
    const { result } = renderHook(() => usePagedList(useList, { status: "pending" }, 20));
    expect(asked.at(-1)).toEqual({ status: "pending", page: 1, pageSize: 20 });
    expect(result.current).toMatchObject({ page: 1, total: 45, pageCount: 3 });

    const empty = fakeList(0);
    const { result: none } = renderHook(() => usePagedList(empty.useList, {}, 20));
    expect(none.current).toMatchObject({ total: 0, pageCount: 1 });
  });

  it("turns pages, and starts again at page 1 when a filter changes", () => {
    const { asked, useList } = fakeList(45);
    const { result, rerender } = renderHook(({ status }) => usePagedList(useList, { status }, 20), {
      initialProps: { status: "pending" },
    });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(asked.at(-1)).toEqual({ status: "pending", page: 3, pageSize: 20 });

    rerender({ status: "approved" });
    expect(result.current.page).toBe(1);
    expect(asked.at(-1)).toEqual({ status: "approved", page: 1, pageSize: 20 });
  });

  it("steps back to the new last page when the last page empties", () => {
    let total = 41;
    const useList = (_input: PageInput) => ({ data: { total } });
    const { result, rerender } = renderHook(() => usePagedList(useList, {}, 20));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);

    total = 40;
    rerender();
    expect(result.current).toMatchObject({ page: 2, pageCount: 2 });
  });

  it("keeps the page while the count is not known yet", () => {
    const { useList } = fakeList(undefined);
    const { result } = renderHook(() => usePagedList(useList, {}, 20));
    act(() => result.current.setPage(4));
    expect(result.current).toMatchObject({ page: 4, total: 0, pageCount: 1 });
  });
});
