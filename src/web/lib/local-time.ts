import { formatDate } from "#shared/format";
import { displayPreferences } from "./display-preferences";

// Moments (an audit entry's time) read in the viewer's own time zone, named, with UTC alongside for comparing
// notes across zones (docs/product/overview.md#display-formats). The formats are built per call, so they follow
// the zone the browser is in now, or the one the person chose in Preferences, and their date format
// (docs/product/profile-and-preferences.md#preferences).

/** The chosen zone, or undefined for the browser's. */
const chosenZone = () => displayPreferences().timeZone ?? undefined;

const partsOf = (format: Intl.DateTimeFormat, date: Date) =>
  Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));

/** The viewer's day as 'MMM dd, yyyy', e.g. 'Apr 01, 2026', or as their chosen locale writes a date. */
export function localDate(date: Date): string {
  const { dateLocale } = displayPreferences();
  const timeZone = chosenZone();
  if (dateLocale) return new Intl.DateTimeFormat(dateLocale, { dateStyle: "medium", timeZone }).format(date);
  const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone });
  const parts = partsOf(day, date);
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

/** The viewer's time with its zone named, e.g. '05:30 EDT' or '11:30 GMT+2'. */
export function localTime(date: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
    timeZone: chosenZone(),
  }).format(date);
}

/** The same moment in UTC, e.g. 'Apr 01, 2026, 09:30 UTC'. */
export function utcDateTime(date: Date): string {
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(date);
  return `${formatDate(date)}, ${time} UTC`;
}
