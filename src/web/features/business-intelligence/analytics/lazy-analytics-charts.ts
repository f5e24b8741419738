import { lazy } from "react";

// The chart library is the page's largest piece: it loads when a chart is first drawn (decision 0024), so the
// Business Intelligence page, its other tabs and the no-access state do not wait for it.
export const PipelineChart = lazy(async () => ({
  default: (await import("./analytics-charts")).PipelineChart,
}));
export const WonChart = lazy(async () => ({ default: (await import("./analytics-charts")).WonChart }));
export const TopPartnersChart = lazy(async () => ({
  default: (await import("./analytics-charts")).TopPartnersChart,
}));
export const CertificatesChart = lazy(async () => ({
  default: (await import("./analytics-charts")).CertificatesChart,
}));
export const TicketsChart = lazy(async () => ({
  default: (await import("./analytics-charts")).TicketsChart,
}));
