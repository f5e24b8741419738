import type { Report } from "./business-intelligence-sample-data";

/** The reports whose name or description contains the query, ignoring case and surrounding spaces. */
export function filterReports(reports: readonly Report[], query: string): Report[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...reports];
  return reports.filter(
    (report) =>
      report.name.toLowerCase().includes(needle) || report.description.toLowerCase().includes(needle),
  );
}
