import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { useAddressWriter } from "./use-address-state";

/** A list's search box and the search it runs. */
export interface AddressSearch {
  /** What the box shows, as typed. */
  text: string;
  setText(text: string): void;
  /** The search in the address (trimmed, once typing pauses): what the list is asked for. */
  search: string;
}

/**
 * A search box whose search is kept in the address (`?q=`, with the list's prefix). Typing writes it once typing
 * pauses and in place of the current history entry, so Back leaves the list rather than undoing keystrokes; Back
 * or a link to another search puts that search back into the box.
 */
export function useAddressSearch(prefix = "", delayMs?: number): AddressSearch {
  const name = `${prefix}q`;
  const [searchParams] = useSearchParams();
  const search = searchParams.get(name) ?? "";
  const write = useAddressWriter(prefix);
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text.trim(), delayMs);
  // The search this box last wrote or read, to tell a new address (Back) from the box's own write.
  const known = useRef(search);

  useEffect(() => {
    if (search !== known.current) {
      known.current = search;
      setText((typed) => (typed.trim() === search ? typed : search));
      return;
    }
    if (settled !== search) {
      known.current = settled;
      write({ [name]: settled || null }, { replace: true });
    }
  }, [search, settled, name, write]);

  return { text, setText, search };
}
