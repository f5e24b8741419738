const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest first: a moment is said in the largest unit it spans at least once. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
];

const RELATIVE = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });

/**
 * How long ago a moment was, in whole units of the largest it spans: "Just now" under a minute, then "5 minutes
 * ago", "2 hours ago", "1 day ago", "3 weeks ago". A moment ahead of the viewer's clock reads "Just now".
 */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime();
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return RELATIVE.format(-Math.floor(elapsed / size), unit);
  }
  return "Just now";
}
