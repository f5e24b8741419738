import { ClockIcon, CompassIcon } from "lucide-react";
import { useState } from "react";
import { type SearchKind, type SearchResult, searchEverywhereInput } from "#shared/contracts/search";
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "#web/components/ui/command";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog";
import { failureText } from "#web/lib/transport/failure-text";
import { useSearchEverywhere } from "../api/search-everywhere";
import { readRecentSearches, rememberSearch } from "./recent-searches";

/** A screen of the portal the person may open, offered beside the records. */
export interface SearchPlace {
  label: string;
  href: string;
}

export interface SearchPaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Whose recent searches these are. */
  personId: string;
  /** What was typed into the top bar's box before the palette opened. */
  initialQuery?: string;
  places: readonly SearchPlace[];
  /** Where a record opens, on this host for this person. */
  addressOf(result: SearchResult): string;
  navigate(address: string): void;
}

const KIND_HEADINGS: Record<SearchKind, string> = {
  deal: "Deals",
  payout: "Payouts",
  partner: "Partners",
  application: "Applications",
  user: "Users",
  department: "Departments",
  resource: "Resources",
  course: "Courses",
};

const KIND_ORDER = Object.keys(KIND_HEADINGS) as SearchKind[];

/** Why the server would refuse what is typed, said before asking it (docs/product/shell-and-navigation.md#search). */
function refusalOf(query: string): string | undefined {
  if (!query.trim()) return undefined;
  return searchEverywhereInput.safeParse({ query }).error?.issues[0]?.message;
}

/**
 * The search palette (docs/product/shell-and-navigation.md#search): records of every kind the server lets the
 * person find, grouped by kind, the places they may open, and their recent searches. Arrows move, Enter opens,
 * Escape closes.
 */
export function SearchPalette(props: SearchPaletteProps) {
  const { open, onOpenChange, personId, places, addressOf, navigate } = props;
  const [query, setQuery] = useState(props.initialQuery ?? "");
  const [recent, setRecent] = useState(() => readRecentSearches(personId));
  const refusal = refusalOf(query);
  const search = useSearchEverywhere(refusal ? "" : query);
  const typed = query.trim().toLowerCase();
  const shownPlaces = places.filter((place) => place.label.toLowerCase().includes(typed));
  const results = typed && search.data && search.settled ? search.data.results : [];

  const go = (address: string) => {
    if (typed) setRecent(rememberSearch(personId, query));
    onOpenChange(false);
    navigate(address);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[15%] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:p-0">
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Find records and places across the portal. Use the arrow keys to choose and Enter to open.
        </DialogDescription>
        <Command shouldFilter={false} label="Search across modules" loop>
          <CommandInput
            value={query}
            onValueChange={setQuery}
            placeholder="Search across modules..."
            aria-label="Search across modules"
          />
          <CommandList>
            {refusal ? (
              <p role="alert" className="px-3 py-4 text-sm text-destructive">
                {refusal}
              </p>
            ) : search.isError ? (
              <p role="alert" className="px-3 py-4 text-sm text-destructive">
                {failureText(search.error)}
              </p>
            ) : (
              <CommandEmpty>{search.isFetching ? "Searching..." : "No results found."}</CommandEmpty>
            )}
            {!typed && recent.length > 0 ? (
              <CommandGroup heading="Recent searches">
                {recent.map((item) => (
                  <CommandItem key={item} value={`recent:${item}`} onSelect={() => setQuery(item)}>
                    <ClockIcon aria-hidden="true" />
                    {item}
                  </CommandItem>
                ))}
              </CommandGroup>
            ) : null}
            {KIND_ORDER.map((kind) => {
              const ofKind = results.filter((result) => result.kind === kind);
              if (ofKind.length === 0) return null;
              return (
                <CommandGroup key={kind} heading={KIND_HEADINGS[kind]}>
                  {ofKind.map((result) => (
                    <CommandItem
                      key={result.id}
                      value={`${kind}:${result.id}`}
                      onSelect={() => go(addressOf(result))}
                    >
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate">{result.title}</span>
                        {result.detail ? (
                          <span className="truncate text-xs text-muted-foreground">{result.detail}</span>
                        ) : null}
                      </span>
                    </CommandItem>
                  ))}
                </CommandGroup>
              );
            })}
            {shownPlaces.length > 0 ? (
              <CommandGroup heading="Places">
                {shownPlaces.map((place) => (
                  <CommandItem key={place.href} value={`place:${place.href}`} onSelect={() => go(place.href)}>
                    <CompassIcon aria-hidden="true" />
                    {place.label}
                  </CommandItem>
                ))}
              </CommandGroup>
            ) : null}
          </CommandList>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
