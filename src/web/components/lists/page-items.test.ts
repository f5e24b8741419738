import { describe, expect, it } from "vitest";
import { type PageItem, pageItems } from "./page-items";

/** The row as a wide screen shows it, e.g. "1 … 4 5 6 … 21". */
const wide = (items: PageItem[]) =>
  items
    .filter((item) => item.kind === "page" || item.wide)
    .map((item) => (item.kind === "page" ? item.page : "…"))
    .join(" ");
/** The row as a phone shows it. */
const narrow = (items: PageItem[]) =>
  items
    .filter((item) => item.narrow)
    .map((item) => (item.kind === "page" ? item.page : "…"))
    .join(" ");

describe("pageItems", () => {
  it("shows the first, the last, the current page and its neighbours, with gaps between", () => {
    const items = pageItems(5, 21);
    expect(wide(items)).toBe("1 … 4 5 6 … 21");
    expect(narrow(items)).toBe("1 … 5 … 21");
  });

  it("shows a single left-out page instead of a gap", () => {
    expect(wide(pageItems(3, 21))).toBe("1 2 3 4 … 21");
    expect(narrow(pageItems(3, 21))).toBe("1 … 3 … 21");
    expect(wide(pageItems(19, 21))).toBe("1 … 18 19 20 21");
  });

  it("shows every page of a short list, and one page alone", () => {
    expect(wide(pageItems(2, 3))).toBe("1 2 3");
    expect(narrow(pageItems(2, 3))).toBe("1 2 3");
    expect(wide(pageItems(1, 1))).toBe("1");
    expect(narrow(pageItems(1, 2))).toBe("1 2");
  });

  it("names no last page when the count is capped, and says more follow", () => {
    expect(wide(pageItems(7, 400, true))).toBe("1 … 6 7 8 …");
    expect(narrow(pageItems(7, 400, true))).toBe("1 … 7 …");
    expect(wide(pageItems(1, 400, true))).toBe("1 2 …");
  });
});
