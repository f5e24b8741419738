import { AlertTriangleIcon, CalendarClockIcon } from "lucide-react";
import { Link } from "react-router";
import type { ReportScheduleItem } from "#shared/contracts/report-schedules";
import { formatNumber } from "#shared/format";
import { paths } from "#web/app/paths";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { EditScheduleButton } from "./edit-schedule-button";
import { scheduleRuleText, scheduleTimeText } from "./schedule-words";

/** One schedule: a card on small screens, its figures in aligned columns from xl up. */
export function ScheduleRow({ schedule }: { schedule: ReportScheduleItem }) {
  const recipients = [...schedule.people.map((person) => person.name), ...schedule.addresses];
  return (
    <li className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold break-words">
            <Link
              to={paths.businessIntelligence.report.to(schedule.reportId)}
              className="underline-offset-4 hover:underline"
            >
              {schedule.reportName}
            </Link>
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              {scheduleRuleText(schedule)}, at {scheduleTimeText(schedule)}
            </span>
          </p>
        </div>
        {schedule.canEdit ? (
          <EditScheduleButton
            reportId={schedule.reportId}
            reportName={schedule.reportName}
            schedule={schedule}
            className="self-start sm:shrink-0"
          />
        ) : null}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="grid content-start gap-1">
          <dt className="text-xs text-muted-foreground">Recipients</dt>
          <dd className="break-words">{recipients.join(", ")}</dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="text-xs text-muted-foreground">Last run</dt>
          <dd>
            {schedule.lastRunAt ? (
              <>
                <LocalDateTime date={schedule.lastRunAt} />
                {schedule.lastRows !== null ? (
                  <span className="block text-muted-foreground">
                    {formatNumber(schedule.lastRows)} {schedule.lastRows === 1 ? "row" : "rows"}
                  </span>
                ) : null}
              </>
            ) : (
              "Not run yet"
            )}
          </dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="text-xs text-muted-foreground">Next run</dt>
          <dd>
            {schedule.nextRunAt ? <LocalDateTime date={schedule.nextRunAt} /> : "None: the rule has ended"}
          </dd>
        </div>
      </dl>
      {schedule.lastFailure ? <LastFailure schedule={schedule} /> : null}
    </li>
  );
}

function LastFailure({ schedule }: { schedule: ReportScheduleItem }) {
  const retrying = schedule.failedAttempts > 0;
  return (
    <div
      role="note"
      aria-label="Last failure"
      className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          Last failure
          {schedule.lastFailureAt ? (
            <>
              {" "}
              <LocalDateTime date={schedule.lastFailureAt} className="font-normal text-muted-foreground" />
            </>
          ) : null}
        </p>
        <p className="break-words">{schedule.lastFailure}</p>
        {retrying ? (
          <p className="text-muted-foreground">
            {schedule.failedAttempts === 1 ? "1 failed try" : `${schedule.failedAttempts} failed tries`}: it
            will be retried{schedule.nextRunAt ? " at the next run shown" : ""}.
          </p>
        ) : null}
      </div>
    </div>
  );
}
