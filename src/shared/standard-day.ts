/**
 * A moment's day in a zone as 'MMM dd, yyyy', e.g. 'Apr 01, 2026': the portal's standard date format
 * (docs/product/overview.md#display-formats), which the server also writes into the certificate's page.
 */
export function standardDay(date: Date, timeZone: string | undefined): string {
  const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone });
  const parts = Object.fromEntries(day.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year}`;
}
