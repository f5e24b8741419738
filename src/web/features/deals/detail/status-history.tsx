import type { z } from "zod";
import type { getDealOutput } from "#shared/contracts/deals";
import { type DealStatusWording, dealStatusLabel } from "#web/domain/deal-status-badge";
import { localDate } from "#web/lib/format/local-time";

type History = z.infer<typeof getDealOutput>["history"];

/**
 * How the deal's status moved, oldest first (docs/product/programme.md#history): each status with its date, who
 * moved it (the programme itself for an expiry) and why, where they said.
 */
export function StatusHistory({ history, wording }: { history: History; wording: DealStatusWording }) {
  return (
    <ol aria-label="Status history" className="grid gap-0">
      {history.map((step, index) => (
        <li
          // A returned deal comes back to submitted, so a status may appear more than once: the order is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
          key={index}
          className="relative grid gap-0.5 border-l-2 border-border pb-4 pl-4 last:border-transparent last:pb-0"
        >
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-primary ring-2 ring-card"
          />
          <span className="font-medium">{dealStatusLabel(step.status, wording)}</span>
          <span className="text-sm text-muted-foreground">
            {step.changedAt ? localDate(step.changedAt) : "Date not recorded"}
            {step.byName ? ` · ${step.byName}` : step.status === "expired" ? " · by the programme" : ""}
          </span>
          {step.note ? (
            <p className="mt-1 rounded-md border border-border bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">
              {step.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
