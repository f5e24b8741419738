import type { ReactNode } from "react";

/**
 * A screen's title (its only h1) and the line below it; an action (e.g. a create button) goes on the right.
 */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  const header = (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
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
