import type { ReactNode } from "react";
import { Badge } from "../components/ui/badge";

/**
 * A screen's title (its only h1) and the line below it. A badge (e.g. "Sample data") sits beside the title,
 * outside the h1 so the heading's name stays the title; an action (e.g. a create button) goes on the right.
 */
export function PageHeader({
  title,
  description,
  badge,
  action,
}: {
  title: string;
  description: ReactNode;
  badge?: string;
  action?: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>;
  const header = (
    <div className="space-y-1">
      {badge ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {heading}
          <Badge variant="outline">{badge}</Badge>
        </div>
      ) : (
        heading
      )}
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
  if (!action) return header;
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      {header}
      {action}
    </div>
  );
}
