import { CalendarClockIcon, ShieldXIcon } from "lucide-react";
import { useId } from "react";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { useReportSchedules } from "../api/list-report-schedules";
import { useReportAccess } from "../report-access";
import { RecipientDomainsCard } from "./recipient-domains-card";
import { ScheduleRow } from "./schedule-row";

/**
 * The Scheduled Reports tab: the schedules of the reports the caller opens, the soonest delivery first, each with
 * its rule, recipients, last and next run and last failure, and Edit Schedule for those who may change it; the
 * allowed recipient domains beside them (docs/product/business-intelligence.md#scheduled-deliveries).
 */
export function ScheduledReports() {
  const headingId = useId();
  const { read } = useReportAccess();
  const { hasPermission } = useAuthorization();
  const showsDomains = hasPermission("schedule_reports") || hasPermission("manage_system");

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          Scheduled Reports
        </h2>
        <p className="text-sm text-muted-foreground">
          Saved reports mailed as CSV files on a schedule, the soonest delivery first.
        </p>
      </div>
      {read ? (
        <Schedules />
      ) : (
        <EmptyState
          icon={<ShieldXIcon />}
          title="No access to scheduled reports"
          description="Scheduled reports open to people with view_reports, create_reports or manage_reports, granted in Admin Settings, under User Management."
        />
      )}
      {showsDomains ? <RecipientDomainsCard /> : null}
    </section>
  );
}

function Schedules() {
  // Runs are redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const schedules = useReportSchedules();

  if (schedules.isPending)
    return <ListLoading label="Loading scheduled reports" rowClassName="h-32 w-full" />;
  if (schedules.isError) {
    return <ListLoadFailed message="Failed to load scheduled reports." onRetry={() => schedules.refetch()} />;
  }
  if (schedules.data.items.length === 0) {
    return (
      <EmptyState
        icon={<CalendarClockIcon />}
        title="No scheduled reports"
        description="A report's page offers Schedule to those who may change it and hold schedule_reports."
      />
    );
  }
  return (
    <ul aria-label="Scheduled reports" aria-busy={schedules.isFetching} className="grid gap-3">
      {schedules.data.items.map((schedule) => (
        <ScheduleRow key={schedule.reportId} schedule={schedule} />
      ))}
    </ul>
  );
}
