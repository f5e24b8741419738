/**
 * The line under a search that says how many items it shows, or that none match. It is a live region so the
 * new count is announced after each keystroke without moving focus from the search box.
 */
export function SearchStatus({
  shown,
  total,
  items,
  noMatch,
}: {
  shown: number;
  total: number;
  /** What is counted, plural: "Showing 3 of 8 {items}". */
  items: string;
  /** The whole sentence when nothing matches. */
  noMatch: string;
}) {
  return (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      {shown === 0 ? noMatch : `Showing ${shown} of ${total} ${items}`}
    </p>
  );
}
