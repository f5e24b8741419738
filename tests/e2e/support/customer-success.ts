import { expect, type Locator, type Page } from "@playwright/test";

/** A subject, customer name or text no other test run uses (one server and database serve every spec). */
export function unique(text: string): string {
  return `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Chooses `option` in the select (a Radix select, or a searchable combobox after typing) named `label`. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

/** A ticket of the staff list, found by its subject. */
export function ticketRow(page: Page, subject: string): Locator {
  return page
    .getByRole("list", { name: "Tickets", exact: true })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: new RegExp(`^#\\d+ ${escaped(subject)}$`) }) });
}

/** A health input of the customer page's breakdown: its row (label, penalty "-8 of 20", value below). */
export function healthInput(page: Page, label: string): Locator {
  return page
    .getByRole("list", { name: "Health inputs" })
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${escaped(label)}`) });
}

/** The score a customer page says: "Health score 96%" -> 96. */
export async function customerScore(page: Page): Promise<number> {
  const text = await page.getByText(/^Health score \d+%$/).textContent();
  return Number(/(\d+)%/.exec(text ?? "")?.[1]);
}

/** Time left on a running clock as the screens say it: "45m left", "8h left", "2h 15m left". */
export const TIME_LEFT = /^(\d+h )?\d+[hm] left$/;

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves through a page. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** `text` matched literally inside a regular expression. */
export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
