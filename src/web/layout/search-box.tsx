import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { Input } from "../components/ui/input";
import { openSearch } from "../lib/address/open-search";
import { useFittingPlaceholder } from "../lib/hooks/use-fitting-placeholder";
import { cn } from "../lib/style/cn";

/**
 * The top bar's search field: a click, or the first character typed, opens the search palette with it
 * (docs/product/shell-and-navigation.md#search). Focus alone does not, so Tab passes through.
 */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const fitting = useFittingPlaceholder("Search across modules...", "Search...");
  return (
    <search className={cn("relative", className)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          openSearch();
        }}
      >
        <label htmlFor={id} className="sr-only">
          Search across modules
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {/* Chrome keeps room for its clear button even when empty, which cut the placeholder off on phones. */}
        <Input
          id={id}
          ref={fitting.ref}
          type="search"
          placeholder={fitting.placeholder}
          value=""
          onChange={(event) => openSearch(event.target.value)}
          onClick={() => openSearch()}
          aria-haspopup="dialog"
          className="h-9 pr-2 pl-8 [&::-webkit-search-cancel-button]:hidden"
        />
      </form>
    </search>
  );
}
