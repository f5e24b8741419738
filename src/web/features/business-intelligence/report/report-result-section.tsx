import { TableIcon } from "lucide-react";
import { useId } from "react";
import type { ReportItem } from "#shared/contracts/reports";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { failureText } from "#web/lib/transport/failure-text";
import { useReportResult } from "../api/run-report";
import { ReportResultTable } from "../report-result-table";

/** A saved report's result, run on the server a page at a time; the page and its size are kept in the address. */
export function ReportResultSection({ report }: { report: ReportItem }) {
  const headingId = useId();
  const { list, ...paging } = usePagedList(useReportResult, { id: report.id });

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Result
      </h2>
      {list.isPending ? (
        <ListLoading label="Running the report" rows={5} rowClassName="h-9 w-full" />
      ) : list.isError ? (
        <ListLoadFailed
          message={failureText(list.error, "Could not run the report.")}
          onRetry={() => list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<TableIcon />}
          title="No rows"
          description="Nothing matches this report's filters today."
        />
      ) : (
        <>
          <ReportResultTable
            caption={`${report.name}: result`}
            definition={report.definition}
            result={list.data}
            busy={list.isFetching}
          />
          <PaginationBar {...paging} totalCapped={list.data.totalCapped ?? false} noun={["row", "rows"]} />
        </>
      )}
    </section>
  );
}
