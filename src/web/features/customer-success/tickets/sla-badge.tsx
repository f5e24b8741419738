import { AlarmClockIcon, CircleCheckIcon, CirclePauseIcon, type LucideIcon, SirenIcon } from "lucide-react";
import type { z } from "zod";
import type { ticketSla } from "#shared/contracts/tickets";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/style/cn";
import { type SlaReading, slaReading } from "./sla-text";

const TONES: Record<SlaReading["tone"], { icon: LucideIcon; className: string }> = {
  running: { icon: AlarmClockIcon, className: "bg-sky-100 text-sky-900" },
  paused: { icon: CirclePauseIcon, className: "bg-slate-200 text-slate-800" },
  breached: { icon: SirenIcon, className: "bg-red-100 text-red-900" },
  met: { icon: CircleCheckIcon, className: "bg-emerald-100 text-emerald-900" },
};

/** A ticket's time left, Paused, how long since its breach, or Met, with an icon so it reads without colour. */
export function SlaBadge({
  sla,
  now,
  className,
}: {
  sla: z.output<typeof ticketSla>;
  now: Date;
  className?: string;
}) {
  const reading = slaReading(sla, now);
  const { icon: Icon, className: tone } = TONES[reading.tone];
  return (
    <Badge variant="outline" className={cn("border-transparent", tone, className)}>
      <Icon aria-hidden="true" />
      {reading.text}
    </Badge>
  );
}
