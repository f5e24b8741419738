import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const renderMarkdown = (text: string) => render(<Markdown>{text}</Markdown>).container;

describe("Markdown", () => {
  it("renders headings, emphasis and lists", () => {
    renderMarkdown("# Welcome\n\nSome **bold** words.\n\n- one\n- two");
    expect(screen.getByRole("heading", { name: "Welcome" })).toBeInTheDocument();
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["one", "two"]);
  });

  it("never runs a script written into the text", () => {
    const container = renderMarkdown("Before\n\n<script>window.hacked = true</script>\n\nAfter");
    expect(container.querySelector("script")).toBeNull();
    expect(container).toHaveTextContent("Before");
    expect(container).toHaveTextContent("After");
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("renders no element from HTML in the text, so an onerror handler never exists", () => {
    const container = renderMarkdown('Look: <img src="x" onerror="window.hacked = true"> here');
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container).toHaveTextContent("Look: here");
  });

  it("drops a javascript: link and keeps its words", () => {
    renderMarkdown("[Click me](javascript:alert(1))");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("Click me")).toBeInTheDocument();
  });

  it("opens web and mail links in a new tab without passing this page on", () => {
    renderMarkdown("[Guide](https://example.com/guide) and [Mail us](mailto:learn@example.com)");
    const guide = screen.getByRole("link", { name: "Guide" });
    expect(guide).toHaveAttribute("href", "https://example.com/guide");
    expect(guide).toHaveAttribute("target", "_blank");
    expect(guide).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(screen.getByRole("link", { name: "Mail us" })).toHaveAttribute("href", "mailto:learn@example.com");
  });

  it("shows an image's description instead of loading it", () => {
    const container = renderMarkdown("![Pipeline stages](https://tracker.example/pixel.png)");
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("[Pipeline stages]")).toBeInTheDocument();
  });
});
