import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { formatNumber } from "#shared/format";
import { Button } from "./ui/button";

/** Previous and Next through a server-paginated list, with where the reader is and how many there are. */
export function PaginationBar({
  page,
  pageCount,
  total,
  totalCapped = false,
  noun,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  total: number;
  /** The server stopped counting at `total`: there are more, shown as "10,000+" with no last page named. */
  totalCapped?: boolean;
  /** What is counted, singular and plural. */
  noun: [string, string];
  onPageChange(page: number): void;
}) {
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground">
        {formatNumber(total)}
        {totalCapped ? "+" : ""} {total === 1 && !totalCapped ? noun[0] : noun[1]}
      </p>
      <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm tabular-nums" aria-live="polite">
          {totalCapped ? `Page ${page}` : `Page ${page} of ${pageCount}`}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page >= pageCount && !totalCapped}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
