// The audit log thinks in the reader's own days: the date range covers whole local days and the entries show
// local times, so "today" means the reader's today.

/** A date input's value ("2026-04-01") as the instant its local day starts, in ISO form. */
export function startOfLocalDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).toISOString();
}

/** A date input's value as the last instant of its local day, in ISO form. */
export function endOfLocalDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999).toISOString();
}

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric" });
const TIME = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/** The local day as 'MMM dd, yyyy' (docs/product/overview.md#display-formats), e.g. 'Apr 01, 2026'. */
export function localDate(date: Date): string {
  const parts = Object.fromEntries(DAY.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

/** The local time with its zone, e.g. '09:30 GMT+2'. */
export const localTime = (date: Date): string => TIME.format(date);
