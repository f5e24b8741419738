import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { formatNumber } from "#shared/format";
import type { Paging } from "../../lib/queries/use-paged-list";
import { cn } from "../../lib/style/cn";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import { pageItems } from "./page-items";

/** "Showing 51-75 of 502": where the reader is; a capped count reads "of 10,000+". */
export function showingText(page: number, pageSize: number, total: number, totalCapped: boolean): string {
  if (total === 0 && !totalCapped) return "Showing 0 of 0";
  const first = (page - 1) * pageSize + 1;
  const last = totalCapped ? page * pageSize : Math.min(page * pageSize, total);
  return `Showing ${formatNumber(first)}-${formatNumber(last)} of ${formatNumber(total)}${totalCapped ? "+" : ""}`;
}

/**
 * Where the reader is in a server-paginated list and the ways to move (docs/product/shell-and-navigation.md#lists-and-the-address):
 * Previous and Next, the page numbers (the first, the last, the current one and its neighbours; fewer on a
 * phone), a jump to any page and the page size. Every control is a button, a field or a menu, so the bar works
 * from the keyboard.
 */
export function PaginationBar({
  page,
  setPage,
  pageSize,
  pageSizes,
  setPageSize,
  pageCount,
  total,
  totalCapped = false,
  noun,
  label = "Pagination",
}: Paging & {
  /** The server stopped counting at `total`: there are more, shown as "10,000+" with no last page named. */
  totalCapped?: boolean;
  /** What is counted, singular and plural: names the size menu ("deals per page"). */
  noun: [string, string];
  /** The bar's name, told apart from another list's bar on the same screen. */
  label?: string;
}) {
  const id = useId();
  const [jump, setJump] = useState("");
  const lastKnown = totalCapped ? Number.POSITIVE_INFINITY : pageCount;

  const jumpTo = (event: FormEvent) => {
    event.preventDefault();
    const asked = Number(jump);
    if (!Number.isInteger(asked) || jump.trim() === "") return;
    // A page past the last opens the last rather than the browser refusing the jump (the form skips its checks).
    setPage(Math.min(Math.max(asked, 1), lastKnown));
    setJump("");
  };

  return (
    <nav aria-label={label} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-center gap-1 sm:justify-between">
        <p
          className="w-full text-center text-sm text-muted-foreground tabular-nums sm:w-auto sm:text-left"
          aria-live="polite"
        >
          {showingText(page, pageSize, total, totalCapped)}
        </p>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </Button>
          <ul className="flex items-center gap-1">
            {pageItems(page, pageCount, totalCapped).map((item) =>
              item.kind === "gap" ? (
                <li
                  key={item.key}
                  aria-hidden="true"
                  className={cn(
                    "w-6 text-center text-sm text-muted-foreground",
                    !item.narrow && "hidden sm:block",
                    !item.wide && "sm:hidden",
                  )}
                >
                  …
                </li>
              ) : (
                <li key={item.page} className={cn(!item.narrow && "hidden sm:block")}>
                  <Button
                    type="button"
                    variant={item.page === page ? "default" : "ghost"}
                    size="sm"
                    className="min-w-9 px-2 tabular-nums"
                    aria-label={`Page ${formatNumber(item.page)}`}
                    aria-current={item.page === page ? "page" : undefined}
                    onClick={() => setPage(item.page)}
                  >
                    {formatNumber(item.page)}
                  </Button>
                </li>
              ),
            )}
          </ul>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pageCount && !totalCapped}
            onClick={() => setPage(page + 1)}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 sm:justify-end">
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-size`} className="text-sm font-normal text-muted-foreground">
            {`${noun[1][0]?.toUpperCase()}${noun[1].slice(1)} per page`}
          </Label>
          <Select value={String(pageSize)} onValueChange={(next) => setPageSize(Number(next))}>
            <SelectTrigger id={`${id}-size`} className="h-9 w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {pageCount > 1 || totalCapped ? (
          <form noValidate className="flex items-center gap-2" onSubmit={jumpTo}>
            <Label htmlFor={`${id}-jump`} className="text-sm font-normal text-muted-foreground">
              Go to page
            </Label>
            <Input
              id={`${id}-jump`}
              type="number"
              inputMode="numeric"
              min={1}
              max={totalCapped ? undefined : pageCount}
              value={jump}
              onChange={(event) => setJump(event.target.value)}
              className="h-9 w-20"
            />
            <Button type="submit" variant="outline" size="sm">
              Go
            </Button>
          </form>
        ) : null}
      </div>
    </nav>
  );
}
