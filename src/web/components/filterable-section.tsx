import { type ReactNode, useId } from "react";
import { SearchField } from "./search-field";

/** A titled section with a search box beside its heading (below it on phones) that filters what follows. */
export function FilterableSection({
  title,
  description,
  searchLabel,
  searchPlaceholder,
  query,
  onQueryChange,
  children,
}: {
  title: string;
  description: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  query: string;
  onQueryChange(query: string): void;
  children: ReactNode;
}) {
  const searchId = useId();
  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={`${searchId}-heading`} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <SearchField
          id={searchId}
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={query}
          onChange={onQueryChange}
          className="w-full sm:max-w-xs"
        />
      </div>
      {children}
    </section>
  );
}
