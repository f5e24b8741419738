import { formatNumber } from "#shared/format";

/** What the bell's badge shows: the count up to 9, then "9+" (docs/product/notifications.md#reading-and-marking). */
export function unreadBadgeText(count: number): string {
  return count > 9 ? "9+" : String(count);
}

/** The bell's name for a screen reader: the exact count, which the badge shortens. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${formatNumber(count)} unread` : "Notifications";
}
