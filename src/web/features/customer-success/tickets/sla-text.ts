import type { z } from "zod";
import type { slaTargetState, ticketSla } from "#shared/contracts/tickets";
import { formatDuration } from "#shared/format";

type SlaTarget = z.output<typeof slaTargetState>;
type TicketSla = z.output<typeof ticketSla>;

/** How a ticket's clock reads at a glance, and how urgent that is (its badge's tone). */
export interface SlaReading {
  text: string;
  tone: "running" | "paused" | "breached" | "met";
}

/** How long ago a moment was, in whole minutes, hours and minutes, or days past two of them: '3h 5m', '4d'. */
export function sinceText(moment: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - moment.getTime()) / 60_000));
  return minutes >= 48 * 60 ? `${Math.floor(minutes / (24 * 60))}d` : formatDuration(minutes);
}

/** One target as its panel says it: "2h 15m left", "Paused, 40m left", "Breached 3h ago" or "Met". */
export function targetText(target: SlaTarget, now: Date): string {
  switch (target.state) {
    case "breached":
      return target.breachedAt ? `Breached ${sinceText(target.breachedAt, now)} ago` : "Breached";
    case "met":
      return "Met";
    case "paused":
      return target.leftMinutes === null ? "Paused" : `Paused, ${formatDuration(target.leftMinutes)} left`;
    case "running":
      return target.leftMinutes === null ? "Running" : `${formatDuration(target.leftMinutes)} left`;
  }
}

/**
 * A ticket's clock in one reading (docs/product/customer-success.md#support-tickets): a breach of either
 * target first, since the earlier breach; else the first target still open (first response, then resolution),
 * its time left or Paused; else Met.
 */
export function slaReading(sla: TicketSla, now: Date): SlaReading {
  const breaches = [sla.firstResponse, sla.resolution].filter((target) => target.state === "breached");
  if (breaches.length > 0) {
    const moments = breaches.flatMap((target) => (target.breachedAt ? [target.breachedAt.getTime()] : []));
    const first = moments.length > 0 ? new Date(Math.min(...moments)) : null;
    return { text: first ? `Breached ${sinceText(first, now)} ago` : "Breached", tone: "breached" };
  }
  const open = [sla.firstResponse, sla.resolution].find((target) => target.state !== "met");
  if (!open) return { text: "Met", tone: "met" };
  if (open.state === "paused") return { text: "Paused", tone: "paused" };
  return { text: targetText(open, now), tone: "running" };
}
