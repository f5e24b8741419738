import { ArrowLeftIcon, DownloadIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { ReportItem } from "#shared/contracts/reports";
import { REPORT_VISIBILITY_LABELS } from "#shared/labels";
import { REPORT_DATASETS } from "#shared/report-datasets";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ConfirmedRemovalButton } from "#web/components/dialogs/confirmed-removal-button";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { NotFoundState } from "#web/components/page/not-found-state";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { failureText } from "#web/lib/transport/failure-text";
import { useDeleteReport } from "../api/delete-report";
import { useExportReport } from "../api/export-report";
import { useReport } from "../api/get-report";
import { useReportSchedules } from "../api/list-report-schedules";
import { REPORT_READERS } from "../report-access";
import { ReportsOnly } from "../reports-only";
import { EditScheduleButton } from "../scheduled/edit-schedule-button";
import { ReportResultSection } from "./report-result-section";

const BACK = { to: paths.businessIntelligence.reports, label: "Back to reports" };

/**
 * One saved report at paths.businessIntelligence.report: what it reads and who sees it, its result a page at a
 * time, Export, and for those who may change it Edit and Delete.
 */
export function ReportPage() {
  return (
    <ReportsOnly permissions={REPORT_READERS} message="You don't have permission to view reports.">
      <LoadedReport />
    </ReportsOnly>
  );
}

function LoadedReport() {
  const { reportId = "" } = useParams();
  const report = useReport(reportId);
  useDocumentTitle(report.data?.name ?? "Report", "Business Intelligence");

  if (report.isPending) return <ListLoading label="Loading the report" rows={3} rowClassName="h-32 w-full" />;
  if (report.isError) {
    if (isMissingItem(report.error)) {
      return (
        <NotFoundState
          title="Report not found."
          description="There is no report at this address that you may open. It may have been deleted, or it is another person's own."
          back={BACK}
        />
      );
    }
    return (
      <ListLoadFailed
        message={failureText(report.error, "Could not load the report.")}
        onRetry={() => report.refetch()}
      />
    );
  }
  return <ReportDetails report={report.data} />;
}

function ReportDetails({ report }: { report: ReportItem }) {
  // Last changed is redrawn in the date format the person chooses.
  useDisplayPreferences();
  const navigate = useNavigate();
  const remove = useDeleteReport();
  const canSchedule = useAuthorization().hasPermission("schedule_reports");
  const exportCsv = useExportReport({
    mutationConfig: {
      onError: (error) =>
        toast.error("Export Failed", {
          description: failureText(error, `Could not export ${report.name}. Please try again.`),
        }),
    },
  });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={BACK.to}>
          <ArrowLeftIcon aria-hidden="true" />
          {BACK.label}
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{report.name}</h1>
          {report.description ? (
            <p className="break-words text-muted-foreground">{report.description}</p>
          ) : null}
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Data</dt>
              <dd>{REPORT_DATASETS[report.definition.dataset].label}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Author</dt>
              <dd>{report.author?.name ?? "A former staff member"}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt className="text-muted-foreground">Shared with</dt>
              <dd>
                <Badge variant={report.visibility === "shared" ? "default" : "secondary"}>
                  {REPORT_VISIBILITY_LABELS[report.visibility]}
                </Badge>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Last changed</dt>
              <dd>{localDate(report.updatedAt)}</dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <BusyButton
            type="button"
            variant="outline"
            size="sm"
            busy={exportCsv.isPending}
            busyLabel="Exporting"
            icon={<DownloadIcon aria-hidden="true" />}
            onClick={() => exportCsv.mutate(report.id)}
          >
            Export
          </BusyButton>
          {report.canEdit && canSchedule ? <ScheduleButton report={report} /> : null}
          {report.canEdit ? (
            <>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.businessIntelligence.editReport.to(report.id)}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Link>
              </Button>
              <ConfirmedRemovalButton
                icon={<Trash2Icon aria-hidden="true" />}
                label="Delete"
                accessibleName={`Delete ${report.name}`}
                title={`Delete ${report.name}?`}
                description={
                  report.visibility === "shared"
                    ? "The report is gone for all staff. Its data stays as it is."
                    : "The report is gone. Its data stays as it is."
                }
                action="Delete Report"
                pendingLabel="Deleting"
                run={() => remove.mutateAsync(report.id)}
                succeeded={() => {
                  navigate(paths.businessIntelligence.reports, { replace: true });
                  return { title: "Report Deleted", description: `${report.name} is deleted.` };
                }}
                failed={{ title: "Report Not Deleted" }}
              />
            </>
          ) : null}
        </div>
      </header>
      <ReportResultSection report={report} />
    </div>
  );
}

/** Schedule, or Edit Schedule once the report has one: shown once its schedule, if any, is known. */
function ScheduleButton({ report }: { report: ReportItem }) {
  const schedules = useReportSchedules();
  if (!schedules.isSuccess) return null;
  return (
    <EditScheduleButton
      reportId={report.id}
      reportName={report.name}
      schedule={schedules.data.items.find((schedule) => schedule.reportId === report.id)}
    />
  );
}
