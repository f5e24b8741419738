import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { usePagedList } from "../../lib/queries/use-paged-list";
import { addressWrapper } from "../../test-support/address-wrapper";
import { useRadixInJsdom } from "../../test-support/radix-in-jsdom";
import { PaginationBar, showingText } from "./pagination-bar";

/** A list of `total` deals paged from the address, as a screen wires its bar. */
function Deals({ total, capped = false }: { total: number; capped?: boolean }) {
  const { list: _list, ...paging } = usePagedList(() => ({ data: { total } }), {});
  return <PaginationBar {...paging} totalCapped={capped} noun={["deal", "deals"]} />;
}

function renderBar(at: string, total: number, capped = false) {
  const { wrapper, address } = addressWrapper(at);
  const user = userEvent.setup({ delay: null });
  render(<Deals total={total} capped={capped} />, { wrapper });
  return { user, address, bar: () => within(screen.getByRole("navigation", { name: "Pagination" })) };
}

describe("showingText", () => {
  it("says which items show of how many, with thousands grouped", () => {
    expect(showingText(3, 25, 502, false)).toBe("Showing 51-75 of 502");
    expect(showingText(21, 25, 502, false)).toBe("Showing 501-502 of 502");
    expect(showingText(2, 50, 12_345, false)).toBe("Showing 51-100 of 12,345");
    expect(showingText(41, 25, 10_000, true)).toBe("Showing 1,001-1,025 of 10,000+");
  });
});

describe("PaginationBar", () => {
  useRadixInJsdom();

  it("shows where the reader is, the page numbers with the current one marked, and turns pages", async () => {
    const { user, address, bar } = renderBar("/deals?page=3", 502);
    expect(bar().getByText("Showing 51-75 of 502")).toBeInTheDocument();
    expect(bar().getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    expect(bar().getByRole("button", { name: "Page 2" })).not.toHaveAttribute("aria-current");
    expect(bar().getByRole("button", { name: "Page 21" })).toBeInTheDocument();
    expect(bar().queryByRole("button", { name: "Page 10" })).not.toBeInTheDocument();

    await user.click(bar().getByRole("button", { name: "Page 21" }));
    expect(address()).toBe("/deals?page=21");
    expect(bar().getByText("Showing 501-502 of 502")).toBeInTheDocument();
    expect(bar().getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(bar().getByRole("button", { name: "Previous" }));
    expect(address()).toBe("/deals?page=20");
  });

  it("jumps to a page typed in, from the keyboard, keeping within the pages there are", async () => {
    const { user, address, bar } = renderBar("/deals", 502);
    await user.type(bar().getByRole("spinbutton", { name: "Go to page" }), "12{Enter}");
    expect(address()).toBe("/deals?page=12");
    expect(bar().getByRole("spinbutton", { name: "Go to page" })).toHaveValue(null);
    await user.type(bar().getByRole("spinbutton", { name: "Go to page" }), "99{Enter}");
    expect(address()).toBe("/deals?page=21");
  });

  it("changes the page size from its menu and keeps it in the address", async () => {
    const { user, address, bar } = renderBar("/deals?page=3", 502);
    await user.click(bar().getByRole("combobox", { name: "Deals per page" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["25", "50", "100"]);
    await user.click(screen.getByRole("option", { name: "50" }));
    expect(address()).toBe("/deals?page=2&size=50");
    expect(bar().getByText("Showing 51-100 of 502")).toBeInTheDocument();
  });

  it("names no last page for a capped count and keeps Next open", () => {
    const { bar } = renderBar("/deals?page=400", 10_000, true);
    expect(bar().getByText("Showing 9,976-10,000 of 10,000+")).toBeInTheDocument();
    expect(bar().getByRole("button", { name: "Next" })).toBeEnabled();
    expect(bar().getByRole("button", { name: "Page 401" })).toBeInTheDocument();
  });

  it("offers no jump when there is one page", () => {
    const { bar } = renderBar("/deals", 20);
    expect(bar().getByText("Showing 1-20 of 20")).toBeInTheDocument();
    expect(bar().queryByRole("spinbutton", { name: "Go to page" })).not.toBeInTheDocument();
  });
});
