import { formatNumber } from "#shared/format";

/** A number of days in words, to a tenth at most: '1 day', '12 days', '8.5 days'. */
export function daysText(days: number): string {
  const rounded = Math.round(days * 10) / 10;
  return `${formatNumber(rounded)} ${rounded === 1 ? "day" : "days"}`;
}
