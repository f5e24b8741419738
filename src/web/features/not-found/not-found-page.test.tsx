import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the page is missing, links home and logs the path", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/does/not/exist"]}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledWith(expect.any(String), "/does/not/exist");
  });
});
