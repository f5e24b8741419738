// The audit log thinks in the reader's own days: the date range covers whole local days and the entries show
// local times (components/text/local-date-time.tsx), so "today" means the reader's today.

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
