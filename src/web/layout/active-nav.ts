// Router paths match case-insensitively and with or without a trailing slash; so does the highlight.
function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}

/** Whether a sidebar entry covers the path: "/" only itself, any other entry also every path below it. */
export function navHrefMatches(pathname: string, href: string): boolean {
  const path = normalise(pathname);
  const target = normalise(href);
  if (target === "/") return path === "/";
  return path === target || path.startsWith(`${target}/`);
}

/**
 * The one entry to highlight: the most specific match, so /customer-success/tickets lights Support Tickets
 * and not Customer Health as well. Undefined when no entry covers the path.
 */
export function activeNavHref(pathname: string, hrefs: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const href of hrefs) {
    if (navHrefMatches(pathname, href) && (best === undefined || href.length > best.length)) best = href;
  }
  return best;
}
