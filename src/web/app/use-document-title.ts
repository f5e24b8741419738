import { useEffect } from "react";
import { HOST_PAGES } from "#shared/host-pages";
import { hostKind } from "./host-kind";

// The title the server renders into index.html for this host kind (link previews read it); screens put
// their own name in front of it.
const siteTitle = HOST_PAGES[hostKind].title;

/**
 * Titles the document "Screen · Site", or "Tab · Screen · Site" with more names, most specific first. Call it
 * once per screen, in the screen's own component: effects run inner first, so an outer call would win.
 */
export function useDocumentTitle(...names: string[]): void {
  const title = [...names, siteTitle].join(" · ");
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = siteTitle;
    };
  }, [title]);
}
