const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** A `YYYY-MM` month as people read it, "Nov 2026"; the server counts months in UTC, so does this. */
export function monthLabel(month: string): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return MONTH.format(new Date(Date.UTC(year, index - 1, 1)));
}
