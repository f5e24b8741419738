import { formatPercent } from "#shared/format";

/** A win rate, or a dash while no deal of the period is decided (docs/product/deals.md#performance-tracking). */
export const winRateText = (winRate: number | null) => (winRate === null ? "—" : formatPercent(winRate));
