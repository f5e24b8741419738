import { useState } from "react";
import { FilterableSection } from "../../components/filterable-section";
import { SearchStatus } from "../../components/search-status";
import type { Report } from "./business-intelligence-sample-data";
import { ReportCard } from "./report-card";
import { filterReports } from "./report-search";

/** The Reports & Dashboards tab: every saved report, searchable by name or description. */
export function ReportLibrary({ reports }: { reports: readonly Report[] }) {
  const [query, setQuery] = useState("");
  const shown = filterReports(reports, query);

  return (
    <FilterableSection
      title="Reports & Dashboards"
      description="Saved reports and dashboards, most recently run first."
      searchLabel="Search reports"
      searchPlaceholder="Search reports..."
      query={query}
      onQueryChange={setQuery}
    >
      <SearchStatus
        shown={shown.length}
        total={reports.length}
        items="reports"
        noMatch={`No reports match "${query.trim()}". Try another name or description.`}
      />
      {shown.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      ) : null}
    </FilterableSection>
  );
}
