// Runs in <head>, before the page is drawn, so a dark theme never flashes light
// (docs/product/profile-and-preferences.md#preferences). A file, not inline: the Content-Security-Policy allows
// no inline script. It reads what src/web/lib/theme.ts saved when the person's preferences last loaded.
(() => {
  let theme = "system";
  try {
    theme = localStorage.getItem("portal.theme") || "system";
  } catch {
    // Storage can be blocked; the system theme then applies.
  }
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
})();
