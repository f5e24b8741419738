import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFittingPlaceholder } from "./use-fitting-placeholder";

function Field({ width }: { width: number }) {
  const fitting = useFittingPlaceholder("Search company, contact or e-mail...", "Search...");
  return (
    <input
      aria-label="Search"
      ref={(node) => {
        if (node) Object.defineProperty(node, "clientWidth", { configurable: true, value: width });
        fitting.ref(node);
      }}
      placeholder={fitting.placeholder}
    />
  );
}

describe("useFittingPlaceholder", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the full placeholder where it fits and the short one where it would be cut", () => {
    // Eight pixels a character, as a canvas would measure the field's font.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
      font: "",
      measureText: (text: string) => ({ width: text.length * 8 }),
    } as never);
    const { unmount } = render(<Field width={400} />);
    expect(screen.getByLabelText("Search")).toHaveAttribute(
      "placeholder",
      "Search company, contact or e-mail...",
    );
    unmount();
    render(<Field width={250} />);
    expect(screen.getByLabelText("Search")).toHaveAttribute("placeholder", "Search...");
  });
});
