import { CalendarClockIcon, PencilIcon } from "lucide-react";
import type { ReportScheduleItem } from "#shared/contracts/report-schedules";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { ScheduleForm } from "./schedule-form";

/**
 * Edit Schedule (or Schedule, for a report not scheduled yet) and its dialog, for those who may change the
 * report and hold schedule_reports.
 */
export function EditScheduleButton({
  reportId,
  reportName,
  schedule,
  className,
}: {
  reportId: string;
  reportName: string;
  schedule: ReportScheduleItem | undefined;
  className?: string;
}) {
  const label = schedule ? "Edit Schedule" : "Schedule";
  return (
    <ActionDialog
      label={label}
      accessibleName={`${label} for ${reportName}`}
      icon={schedule ? <PencilIcon aria-hidden="true" /> : <CalendarClockIcon aria-hidden="true" />}
      className={className}
      contentClassName="sm:max-w-xl"
    >
      {(close) => (
        <ScheduleForm reportId={reportId} reportName={reportName} schedule={schedule} onDone={close} />
      )}
    </ActionDialog>
  );
}
