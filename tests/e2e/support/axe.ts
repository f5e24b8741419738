import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The toasts on screen, each with whether it has settled, as a string to compare before and after a check. */
const toastState = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-sonner-toast]")]
      .map((toast) => `${toast.getAttribute("data-mounted")}:${getComputedStyle(toast).opacity}`)
      .join(","),
  );

/** Runs axe with the WCAG 2.1 AA rules on the page as it is now; serious and critical findings fail. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  let blocking: string[] = [];
  // A toast sliding in or fading out is half transparent, which no contrast check can pass: wait until every
  // toast on screen has settled, and check again if one started to fade (its time ran out) during the check.
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-sonner-toast]")].every(
        (toast) => toast.getAttribute("data-mounted") === "true" && getComputedStyle(toast).opacity === "1",
      ),
    );
    const before = await toastState(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .map((node) => node.target.join(" "))
            .join(", ")}`,
      );
    if (blocking.length === 0 || (await toastState(page)) === before) break;
  }
  expect(blocking, `accessibility of ${what}`).toEqual([]);
}
