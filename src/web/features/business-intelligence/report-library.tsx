import { SearchIcon } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { Report } from "./business-intelligence-sample-data";
import { ReportCard } from "./report-card";
import { filterReports } from "./report-search";

/** The Reports & Dashboards tab: every saved report, searchable by name or description. */
export function ReportLibrary({ reports }: { reports: readonly Report[] }) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const shown = filterReports(reports, query);

  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={`${searchId}-heading`} className="text-xl font-semibold tracking-tight">
            Reports & Dashboards
          </h2>
          <p className="text-sm text-muted-foreground">
            Saved reports and dashboards, most recently run first.
          </p>
        </div>
        <div className="relative w-full sm:max-w-xs">
          <Label htmlFor={searchId} className="sr-only">
            Search reports
          </Label>
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search reports..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      {/* Announces the new count after each keystroke without moving focus. */}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {shown.length === 0
          ? `No reports match "${query.trim()}". Try another name or description.`
          : `Showing ${shown.length} of ${reports.length} reports`}
      </p>
      {shown.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
