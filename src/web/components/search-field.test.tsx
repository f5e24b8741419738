import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SearchField } from "./search-field";

describe("SearchField", () => {
  it("is a searchbox named by its hidden label that reports each change", () => {
    const onChange = vi.fn();
    render(
      <SearchField
        id="find"
        label="Search reports"
        placeholder="Search reports..."
        value=""
        onChange={onChange}
      />,
    );
    const search = screen.getByRole("searchbox", { name: "Search reports" });
    expect(search).toHaveAttribute("placeholder", "Search reports...");
    expect(screen.getByText("Search reports")).toHaveClass("sr-only");
    fireEvent.change(search, { target: { value: "revenue" } });
    expect(onChange).toHaveBeenCalledWith("revenue");
  });
});
