import { FilePlusIcon, FileTextIcon, ShieldXIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { Button } from "#web/components/ui/button";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useReports } from "../api/list-reports";
import { useReportAccess } from "../report-access";
import { ReportCard } from "./report-card";

/** Cards sit three to a row on a wide screen: pages of whole rows. */
const PAGE_SIZES = [12, 24, 48] as const;

/**
 * The Reports & Dashboards tab: the caller's own saved reports and the shared ones, most recently changed first,
 * searched by name or description and paged on the server, each with View and Export; Create Report for those
 * who may build reports.
 */
export function ReportLibrary() {
  const headingId = useId();
  const access = useReportAccess();

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            Reports & Dashboards
          </h2>
          <p className="text-sm text-muted-foreground">
            Your saved reports and those shared with all staff, most recently changed first.
          </p>
        </div>
        {access.create ? (
          <Button asChild className="self-start sm:self-auto">
            <Link to={paths.businessIntelligence.newReport}>
              <FilePlusIcon aria-hidden="true" />
              Create Report
            </Link>
          </Button>
        ) : null}
      </div>
      {access.read ? (
        <SavedReports />
      ) : (
        <EmptyState
          icon={<ShieldXIcon />}
          title="No access to saved reports"
          description="Saved reports open to people with view_reports, create_reports or manage_reports, granted in Admin Settings, under User Management."
        />
      )}
    </section>
  );
}

function SavedReports() {
  // Last changed is redrawn in the date format the person chooses.
  useDisplayPreferences();
  const { text, setText, search } = useAddressSearch();
  const { list, ...paging } = usePagedList(useReports, search ? { search } : {}, { pageSizes: PAGE_SIZES });

  return (
    <>
      <SearchField
        id="report-search"
        label="Search reports"
        placeholder="Search reports..."
        value={text}
        onChange={setText}
      />
      {list.isPending ? (
        <ListLoading label="Loading reports" rowClassName="h-40 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load reports." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon />}
          title={search ? "No reports match" : "No reports yet"}
          description={
            search
              ? `No reports match "${search}". Try another name or description.`
              : "Saved reports appear here: your own and those shared with all staff."
          }
        />
      ) : (
        <>
          <ul
            aria-label="Reports"
            aria-busy={list.isFetching}
            className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            {list.data.items.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ul>
          <PaginationBar {...paging} noun={["report", "reports"]} />
        </>
      )}
    </>
  );
}
