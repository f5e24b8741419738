import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's best practices for a page's outline, off by default: content outside every landmark, headings that skip
 * a level, a page without an h1. With `structure`, any finding of theirs fails, whatever its impact.
 */
const STRUCTURE_RULES = [
  "region",
  "heading-order",
  "page-has-heading-one",
  "landmark-one-main",
  "landmark-unique",
];

/** The toasts on screen, each with whether it has settled, as a string to compare before and after a check. */
const toastState = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-sonner-toast]")]
      .map((toast) => `${toast.getAttribute("data-mounted")}:${getComputedStyle(toast).opacity}`)
      .join(","),
  );

/**
 * Runs axe with the WCAG 2.1 AA rules on the page as it is now; serious and critical findings fail, and with
 * `structure` those of the outline's rules too.
 */
export async function expectAccessible(
  page: Page,
  what: string,
  { structure = false }: { structure?: boolean } = {},
): Promise<void> {
  const rules = Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: structure }]));
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
    const results = await new AxeBuilder({ page })
      .options({ runOnly: { type: "tag", values: WCAG_21_AA }, rules })
      .analyze();
    blocking = results.violations
      .filter(
        (violation) =>
          violation.impact === "serious" ||
          violation.impact === "critical" ||
          STRUCTURE_RULES.includes(violation.id),
      )
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
