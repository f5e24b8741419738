import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Runs axe with the WCAG 2.1 AA rules on the page as it is now; serious and critical findings fail. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // A toast sliding in or fading out is half transparent, which no contrast check can pass: wait until
  // every toast on screen has settled.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every(
      (toast) => toast.getAttribute("data-mounted") === "true" && getComputedStyle(toast).opacity === "1",
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
  expect(blocking, `accessibility of ${what}`).toEqual([]);
}
