import { formatPercent } from "#shared/format";

/** A commission rate held as a decimal string ("15.00") in percent: '15%', '12.5%'; anything else as given, with a %. */
export function formatRate(rate: string): string {
  const value = Number(rate);
  return Number.isFinite(value) ? formatPercent(value) : `${rate}%`;
}
