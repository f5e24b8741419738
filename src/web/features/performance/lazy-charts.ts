import { lazy } from "react";

// The chart library is the page's largest piece: it loads when a chart is first drawn, so the dashboards that
// hold a Performance tab, and the tables, do not wait for it.
export const MonthlyDealsChart = lazy(async () => ({
  default: (await import("./performance-charts")).MonthlyDealsChart,
}));

export const ItemBarChart = lazy(async () => ({
  default: (await import("./performance-charts")).ItemBarChart,
}));
