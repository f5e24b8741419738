import { standardDay } from "#shared/standard-day";
import { displayPreferences } from "./display-preferences";

// Every date the portal shows is written here, in the date format the person chose in Preferences or the
// standard 'Apr 01, 2026' (docs/product/profile-and-preferences.md#preferences). Moments (when a deal was
// submitted, an audit entry's time) read in the viewer's time zone, the chosen one or the browser's, with UTC
// alongside for comparing notes across zones (docs/product/overview.md#display-formats); days people entered
// as days (a deal's expected close, a payment date) are calendar days and read as entered. The formats are
// built per call, so they follow the preferences of the moment: a component showing a date calls
// useDisplayPreferences to be redrawn when they change.

/** The chosen zone, or undefined for the browser's. */
const chosenZone = () => displayPreferences().timeZone ?? undefined;

/**
 * The day of a moment in a zone (undefined: the browser's), as 'MMM dd, yyyy', e.g. 'Apr 01, 2026', or as the
 * locale writes a date (en-GB '1 Apr 2026'); null is the standard. The Preferences form shows its samples by it.
 */
export function formatDay(date: Date, dateLocale: string | null, timeZone: string | undefined): string {
  if (dateLocale) return new Intl.DateTimeFormat(dateLocale, { dateStyle: "medium", timeZone }).format(date);
  return standardDay(date, timeZone);
}

/** The viewer's day of a moment, in their date format, e.g. 'Apr 01, 2026'. */
export function localDate(date: Date | string): string {
  return formatDay(new Date(date), displayPreferences().dateLocale, chosenZone());
}

/**
 * A calendar day ('2026-12-01', or the UTC midnight it is stored as) in the viewer's date format. Read in UTC,
 * where it was stored, so it is the same day in every zone: never the day before west of UTC.
 */
export function calendarDate(day: Date | string): string {
  return formatDay(new Date(day), displayPreferences().dateLocale, "UTC");
}

/** A month given as 'yyyy-mm' with its year, 'Nov 2026', or as the viewer's date format names it. */
export function calendarMonth(month: string): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(displayPreferences().dateLocale ?? "en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, index - 1, 1)));
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
  return `${formatDay(date, displayPreferences().dateLocale, "UTC")}, ${time} UTC`;
}
