import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tabs, TabsList, TabsTrigger } from "./tabs";

/** Gives the row the sizes a browser would: `width` shown of `content`, scrolled `left`. */
function layOut(
  row: HTMLElement,
  { width, content, left }: { width: number; content: number; left: number },
) {
  Object.defineProperty(row, "clientWidth", { configurable: true, value: width });
  Object.defineProperty(row, "scrollWidth", { configurable: true, value: content });
  row.scrollLeft = left;
  fireEvent.scroll(row);
}

const arrows = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-scroll-arrow]")].map((arrow) =>
    arrow.getAttribute("data-scroll-arrow"),
  );

describe("TabsList with scroll", () => {
  it("shows an arrow at each end that hides tabs, and none when all fit", () => {
    const { container } = render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Sections" scroll>
          <TabsTrigger value="one">Customer Overview</TabsTrigger>
          <TabsTrigger value="two">Health Dashboard</TabsTrigger>
          <TabsTrigger value="three">Support Tickets</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    const row = screen.getByRole("tablist", { name: "Sections" });
    layOut(row, { width: 300, content: 300, left: 0 });
    expect(arrows(container)).toEqual([]);

    layOut(row, { width: 200, content: 500, left: 0 });
    expect(arrows(container)).toEqual(["end"]);

    layOut(row, { width: 200, content: 500, left: 150 });
    expect(arrows(container)).toEqual(["start", "end"]);

    layOut(row, { width: 200, content: 500, left: 300 });
    expect(arrows(container)).toEqual(["start"]);
    // The arrows are for pointers: out of the Tab order and hidden from assistive technology.
    const start = container.querySelector("[data-scroll-arrow]");
    expect(start).toHaveAttribute("tabindex", "-1");
    expect(start).toHaveAttribute("aria-hidden", "true");
  });
});
