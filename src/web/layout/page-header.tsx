import type { ReactNode } from "react";

/** A screen's title (its only h1) and the line below it. */
export function PageHeader({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
}
