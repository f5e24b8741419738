import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SearchStatus } from "./search-status";

describe("SearchStatus", () => {
  it("counts what is shown in a polite live region", () => {
    render(<SearchStatus shown={2} total={8} items="reports" noMatch="No reports match." />);
    expect(screen.getByText("Showing 2 of 8 reports")).toHaveAttribute("aria-live", "polite");
  });

  it("says so when nothing matches", () => {
    render(<SearchStatus shown={0} total={8} items="reports" noMatch='No reports match "x".' />);
    expect(screen.getByText('No reports match "x".')).toHaveAttribute("aria-live", "polite");
  });
});
