import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DayRangesOnOneLine } from "./day-ranges-on-one-line";

describe("DayRangesOnOneLine", () => {
  it("keeps a range of business days on one line, the words as given", () => {
    const text = "Our partner team reviews every application within 3-5 business days.";
    const { container } = render(<p>{<DayRangesOnOneLine text={text} />}</p>);
    expect(container.textContent).toBe(text);
    const kept = container.querySelector("span");
    expect(kept).toHaveTextContent("3-5 business days");
    expect(kept).toHaveClass("whitespace-nowrap");
  });

  it("leaves text without such a phrase as it is", () => {
    const { container } = render(<p>{<DayRangesOnOneLine text="Contact support." />}</p>);
    expect(container.innerHTML).toBe("<p>Contact support.</p>");
  });
});
