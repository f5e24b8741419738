export type BusinessIntelligenceTab = "reports" | "analytics" | "scheduled";

/**
 * The tab a path opens, so the sidebar's links land on their tab: /business-intelligence/scheduled opens
 * Scheduled Reports; the module root and /business-intelligence/reports open Reports & Dashboards.
 */
export function businessIntelligenceTabForPath(pathname: string): BusinessIntelligenceTab {
  return pathname.split("/").filter(Boolean)[1] === "scheduled" ? "scheduled" : "reports";
}
