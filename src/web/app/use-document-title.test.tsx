import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HOST_PAGES } from "#shared/host-pages";
import { useDocumentTitle } from "./use-document-title";

function Screen({ names }: { names: string[] }) {
  useDocumentTitle(...names);
  return null;
}

// jsdom's index page carries no host-kind marker, so the site is the internal one.
const site = HOST_PAGES.internal.title;

describe("useDocumentTitle", () => {
  afterEach(() => {
    document.title = "";
  });

  it("puts the screen's name before the site's", () => {
    render(<Screen names={["Admin Settings"]} />);
    expect(document.title).toBe(`Admin Settings · ${site}`);
  });

  it("names a tab before its screen and follows it when the tab changes", () => {
    const { rerender } = render(<Screen names={["All Deals", "Partner Portal"]} />);
    expect(document.title).toBe(`All Deals · Partner Portal · ${site}`);
    rerender(<Screen names={["Applications", "Partner Portal"]} />);
    expect(document.title).toBe(`Applications · Partner Portal · ${site}`);
  });

  it("gives the page the site's title back when the screen goes", () => {
    const { unmount } = render(<Screen names={["Page Not Found"]} />);
    unmount();
    expect(document.title).toBe(site);
  });
});
