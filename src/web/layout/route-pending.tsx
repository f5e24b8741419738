import { Skeleton } from "../components/ui/skeleton";

/** Stands in for a screen while its code loads, shaped like a title, a line of text and cards. */
export function RoutePending() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading...</span>
      <div className="space-y-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {["first", "second", "third", "fourth"].map((card) => (
          <Skeleton key={card} className="h-40" />
        ))}
      </div>
    </div>
  );
}
