/** A day in milliseconds: the portal's day-counted rules (protection, windows, grace, overrides) run in UTC days. */
export const DAY_MS = 86_400_000;

/** `days` whole days after `from` (before it when negative). */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
