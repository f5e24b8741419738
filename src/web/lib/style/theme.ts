import type { Theme } from "#shared/contracts/profile";

// Where public/theme-boot.js looks before the first paint; keep the two in step.
export const THEME_STORAGE_KEY = "portal.theme";

const prefersDark = () => window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;

let followingSystem: (() => void) | undefined;

/**
 * Applies the theme to <html> now and remembers it for the next page load's first paint; the system theme
 * follows the device's setting as it changes.
 */
export function applyTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage only costs the next load its early theme.
  }
  followingSystem?.();
  followingSystem = undefined;
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark" || (theme === "system" && prefersDark()));
  if (theme !== "system" || !window.matchMedia) return;
  const query = window.matchMedia("(prefers-color-scheme: dark)");
  const follow = () => root.classList.toggle("dark", query.matches);
  query.addEventListener("change", follow);
  followingSystem = () => query.removeEventListener("change", follow);
}
