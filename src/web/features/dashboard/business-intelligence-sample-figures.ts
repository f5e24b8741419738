import type { ModuleStat } from "./module-card";

/**
 * Business Intelligence's card shows sample figures, badged `Sample data`, until saved reports exist
 * (docs/product/modules.md#sample-data).
 */
export const BUSINESS_INTELLIGENCE_SAMPLE_FIGURES: readonly ModuleStat[] = [
  { label: "Dashboards", value: "12", color: "blue" },
  { label: "Custom Reports", value: "34", color: "violet" },
  { label: "Scheduled Reports", value: "8", color: "amber" },
];
