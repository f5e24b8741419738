import type { ReactNode } from "react";
import { cn } from "../../lib/style/cn";
import { Card } from "../ui/card";

/**
 * A module's headline figures as one description list, so each label is read with its figure: two cards
 * across on phones, four on wide screens.
 */
export function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">{children}</dl>;
}

/** One headline figure: its label, the figure and a small note below it (a trend, a date, a breakdown). */
export interface Stat {
  label: string;
  value: string;
  note: ReactNode;
  noteClassName?: string;
}

/** One figure in a StatGrid. */
export function StatCard({ label, value, note, noteClassName }: Stat) {
  return (
    <Card className="gap-1 px-4 py-4 sm:px-6 sm:py-5">
      {/* Small on phones, where two cards share the width: a label on two lines would push its figure down. */}
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
      <dd
        className={cn(
          "font-bold tracking-tight tabular-nums sm:text-3xl",
          // Two cards share a phone's width: a long figure (an amount in dollars and cents) steps down to fit.
          value.length > 8 ? "text-xl" : "text-2xl",
        )}
      >
        {value}
      </dd>
      <dd className={cn("text-xs text-muted-foreground", noteClassName)}>{note}</dd>
    </Card>
  );
}
