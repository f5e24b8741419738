import type { Locator, Page } from "@playwright/test";

/** Text that is exactly `text`, nothing around it. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** One headline figure (Total Commission, Pending Deals, ...): `value` is the figure, `note` the line below it. */
export function statCard(page: Page, label: string) {
  const card = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: exactly(label) }) });
  return { value: card.locator("dd").first(), note: card.locator("dd").nth(1) };
}

/** Every deal the deals list shows on its current page. */
export function dealItems(page: Page): Locator {
  return page.getByRole("list", { name: "Deals", exact: true }).getByRole("listitem");
}

/** A deal in the deals list, found by its customer's name. */
export function dealItem(page: Page, customer: string): Locator {
  return dealItems(page).filter({ has: page.getByRole("heading", { name: customer, exact: true }) });
}

/** A deal's status badge reading `label` (the facts below it say "Submitted" too, but in a dt, not a span). */
export function statusBadge(item: Locator, label: string): Locator {
  return item.locator("span", { hasText: exactly(label) });
}

/** A toast with its title and description. */
export function toast(page: Page, title: string, description?: string): Locator {
  const withTitle = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return description ? withTitle.filter({ hasText: description }) : withTitle;
}

/** "$1,234.56" in cents, refusing anything else, so a figure is never misread. */
export function centsOf(amount: string): number {
  const match = /^\$([\d,]+)\.(\d{2})$/.exec(amount.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Not a dollar amount: "${amount}"`);
  return Number(match[1].replaceAll(",", "")) * 100 + Number(match[2]);
}

/** Cents as the screens show dollars: "$1,234.56". */
export function dollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  return `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}
