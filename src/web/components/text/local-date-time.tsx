import { useDisplayPreferences } from "../../lib/format/display-preferences";
import { localDate, localTime, utcDateTime } from "../../lib/format/local-time";
import { cn } from "../../lib/style/cn";

/**
 * A moment in the viewer's time zone, the zone named, and the UTC time on hover: on one line ('Apr 01, 2026,
 * 05:30 EDT'), or stacked with the date above the time.
 */
export function LocalDateTime({
  date,
  stacked = false,
  className,
}: {
  date: Date;
  stacked?: boolean;
  className?: string;
}) {
  // Redrawn in the new zone when the person changes it.
  useDisplayPreferences();
  return (
    <time dateTime={date.toISOString()} title={utcDateTime(date)} className={cn("tabular-nums", className)}>
      {stacked ? (
        <>
          <span className="font-medium">{localDate(date)}</span>
          <span className="text-muted-foreground">{localTime(date)}</span>
        </>
      ) : (
        `${localDate(date)}, ${localTime(date)}`
      )}
    </time>
  );
}
