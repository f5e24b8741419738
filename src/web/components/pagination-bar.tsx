import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { formatNumber } from "../../shared/format";
import { Button } from "./ui/button";

/** Previous and Next through a server-paginated list, with where the reader is and how many there are. */
export function PaginationBar({
  page,
  pageCount,
  total,
  noun,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  total: number;
  /** What is counted, singular and plural. */
  noun: [string, string];
  onPageChange(page: number): void;
}) {
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground">
        {formatNumber(total)} {total === 1 ? noun[0] : noun[1]}
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
          Page {page} of {pageCount}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
