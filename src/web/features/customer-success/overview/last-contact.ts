import { DAY_MS } from "#shared/days";

/** Local midnight of a moment's day, so "Yesterday" means the calendar day before, not 24 hours ago. */
const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/**
 * When a customer was last contacted, as the directory says it (docs/product/customer-success.md#customers):
 * Today, Yesterday, then days, weeks, months and years ago by the viewer's calendar days; Never without one.
 */
export function lastContactText(lastContactAt: Date | null, now: Date = new Date()): string {
  if (lastContactAt === null) return "Never";
  const days = Math.max(0, Math.round((dayOf(now) - dayOf(lastContactAt)) / DAY_MS));
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return plural(days, "day");
  if (days < 30) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.floor(days / 30), "month");
  return plural(Math.floor(days / 365), "year");
}
