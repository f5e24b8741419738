import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SEARCH_MAX_LENGTH } from "#shared/contracts/search";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { orpc } from "#web/lib/transport/rpc";

/** How long typing must pause before the server is asked. */
export const SEARCH_PAUSE_MS = 200;

/**
 * The records matching what is typed, asked once typing pauses; the last answer stays on screen while the next
 * loads. Nothing is asked for an empty search, or one the server would refuse as too long (the palette says so).
 */
export function useSearchEverywhere(query: string) {
  const settled = useDebouncedValue(query.trim(), SEARCH_PAUSE_MS);
  return {
    settled,
    ...useQuery(
      orpc.search.everywhere.queryOptions({
        input: { query: settled },
        enabled: settled.length > 0 && settled.length <= SEARCH_MAX_LENGTH,
        placeholderData: keepPreviousData,
      }),
    ),
  };
}
