/**
 * The sidebar remembers whether it is expanded for a week (docs/product/shell-and-navigation.md#sidebar), in
 * a cookie readable by the page.
 */
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/**
 * Whether the sidebar was left expanded, read from a `document.cookie` string; undefined when the cookie is
 * missing or holds anything but "true" or "false", so the caller falls back to its default.
 */
export function readSidebarOpen(cookies: string): boolean | undefined {
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== SIDEBAR_COOKIE_NAME) continue;
    const value = pair.slice(separator + 1).trim();
    if (value === "true") return true;
    if (value === "false") return false;
    return undefined;
  }
  return undefined;
}

/** The `document.cookie` assignment that remembers the sidebar state site-wide. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
