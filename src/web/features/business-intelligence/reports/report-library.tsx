import { FilterableSection } from "#web/components/lists/filterable-section";
import { useListFilter } from "#web/components/lists/use-list-filter";
import type { Report } from "../business-intelligence-sample-data";
import { ReportCard } from "./report-card";
import { REPORT_SEARCH } from "./report-search";

/** The Reports & Dashboards tab: every saved report, searchable by name or description. */
export function ReportLibrary({ reports }: { reports: readonly Report[] }) {
  const filter = useListFilter(reports, REPORT_SEARCH);

  return (
    <FilterableSection
      title="Reports & Dashboards"
      description="Saved reports and dashboards, most recently run first."
      searchLabel="Search reports"
      searchPlaceholder="Search reports..."
      filter={filter}
      items="reports"
      noMatch={(query) => `No reports match "${query}". Try another name or description.`}
    >
      {(shown) => (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </FilterableSection>
  );
}
