import { type ReactNode, useId } from "react";
import { SearchField } from "../search/search-field";
import { SearchStatus } from "../search/search-status";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import type { ListFilter } from "./use-list-filter";

/**
 * A titled list with a search box beside its heading (below it on phones): the count of what matches, or a
 * sentence saying nothing does, then the matching items. With `card` it sits on a card, otherwise it is a
 * section named by its heading.
 */
export function FilterableSection<T>({
  title,
  description,
  searchLabel,
  searchPlaceholder,
  filter,
  items,
  noMatch,
  filterControl,
  card = false,
  children,
}: {
  title: string;
  description: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  filter: ListFilter<T>;
  /** What is counted, plural: "Showing 3 of 8 {items}". */
  items: string;
  /** The whole sentence when nothing matches the query (trimmed). */
  noMatch(query: string): string;
  /** A further control beside the search box, e.g. a category choice bound to `filter`. */
  filterControl?: ReactNode;
  card?: boolean;
  /** The matching items; not called when none match. */
  children(shown: readonly T[]): ReactNode;
}) {
  const searchId = useId();
  const searchField = (
    <SearchField
      id={searchId}
      label={searchLabel}
      placeholder={searchPlaceholder}
      value={filter.query}
      onChange={filter.setQuery}
      className="w-full sm:max-w-xs"
    />
  );
  const controls = filterControl ? (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
      {searchField}
      {filterControl}
    </div>
  ) : (
    searchField
  );
  const results = (
    <>
      <SearchStatus
        shown={filter.shown.length}
        total={filter.total}
        items={items}
        noMatch={noMatch(filter.query.trim())}
      />
      {filter.shown.length > 0 ? children(filter.shown) : null}
    </>
  );

  if (card) {
    return (
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle asChild>
              <h2>{title}</h2>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {controls}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{results}</CardContent>
      </Card>
    );
  }
  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={`${searchId}-heading`} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {controls}
      </div>
      {results}
    </section>
  );
}
