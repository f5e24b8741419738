import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SearchField } from "./search-field";

describe("SearchField", () => {
  it("is a searchbox named by its hidden label that reports each change", async () => {
    const user = userEvent.setup({ delay: null });
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
    // The field is held empty, so the word arrives as one change, pasted.
    await user.click(search);
    await user.paste("revenue");
    expect(onChange).toHaveBeenCalledWith("revenue");
  });
});
