import { CircleCheckIcon, CirclePauseIcon, type LucideIcon, SirenIcon, TimerIcon } from "lucide-react";
import type { z } from "zod";
import type { slaTargetState, ticketSla } from "#shared/contracts/tickets";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { cn } from "#web/lib/style/cn";
import { targetText } from "./sla-text";

type SlaTarget = z.output<typeof slaTargetState>;

const STATES: Record<SlaTarget["state"], { icon: LucideIcon; className: string }> = {
  running: { icon: TimerIcon, className: "text-foreground" },
  paused: { icon: CirclePauseIcon, className: "text-muted-foreground" },
  breached: { icon: SirenIcon, className: "text-destructive" },
  met: { icon: CircleCheckIcon, className: "text-foreground" },
};

function Target({ name, target, now }: { name: string; target: SlaTarget; now: Date }) {
  const { icon: Icon, className } = STATES[target.state];
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium">{name}</dt>
      <dd className={cn("flex items-center gap-2 text-sm font-semibold", className)}>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {targetText(target, now)}
      </dd>
      {target.dueAt ? (
        <dd className="text-sm text-muted-foreground">
          Due <LocalDateTime date={target.dueAt} />
        </dd>
      ) : null}
      {target.breachedAt ? (
        <dd className="text-sm text-muted-foreground">
          Breached <LocalDateTime date={target.breachedAt} />
        </dd>
      ) : null}
    </div>
  );
}

/**
 * The ticket's two SLA targets, each with where its clock stands (time left in business hours, paused while
 * pending or on hold, how long since its breach, or met) and when it is due (docs/product/customer-success.md#support-tickets).
 */
export function SlaPanel({ sla, now }: { sla: z.output<typeof ticketSla>; now: Date }) {
  return (
    <section aria-labelledby="ticket-sla-heading" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="ticket-sla-heading" className="font-semibold">
        SLA
      </h2>
      <dl className="grid gap-4">
        <Target name="First response" target={sla.firstResponse} now={now} />
        <Target name="Resolution" target={sla.resolution} now={now} />
      </dl>
    </section>
  );
}
