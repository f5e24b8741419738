import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { Input } from "../components/ui/input";
import { cn } from "../lib/cn";
import { useFittingPlaceholder } from "../lib/use-fitting-placeholder";

/**
 * The top bar's search field. What a search finds is not specified yet, so submitting keeps the user where
 * they are rather than reloading the page.
 */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const fitting = useFittingPlaceholder("Search across modules...", "Search...");
  return (
    <search className={cn("relative", className)}>
      <form onSubmit={(event) => event.preventDefault()}>
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
          className="h-9 pr-2 pl-8 [&::-webkit-search-cancel-button]:hidden"
        />
      </form>
    </search>
  );
}
