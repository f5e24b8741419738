import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import type { ReportItem } from "#shared/contracts/reports";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { AccessDenied } from "#web/components/page/access-denied";
import { NotFoundState } from "#web/components/page/not-found-state";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/layout/page-header";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { failureText } from "#web/lib/transport/failure-text";
import { useReport } from "../api/get-report";
import { useReportAccess } from "../report-access";
import { ReportsOnly } from "../reports-only";
import { useReadableDatasets } from "./dataset-field";
import { ReportBuilderForm } from "./report-builder-form";
import { emptyReport, reportDraftOf } from "./report-draft";

function BackTo({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/** A new report, starting from the first dataset the caller may read. */
function NewReport() {
  const access = useReportAccess();
  const [dataset = "customers"] = useReadableDatasets();
  return (
    <>
      <BackTo to={paths.businessIntelligence.reports} label="Back to reports" />
      <PageHeader
        title="Create Report"
        description="Choose what the report is about, which columns it shows, its filters and, if you like, groups with figures."
      />
      <ReportBuilderForm saved={undefined} draft={emptyReport(dataset)} canShare={access.share} />
    </>
  );
}

/** A saved report, loaded and edited; one the caller may not change says so. */
function EditReport({ reportId }: { reportId: string }) {
  const access = useReportAccess();
  const report = useReport(reportId);
  if (report.isPending) return <ListLoading label="Loading the report" rows={3} rowClassName="h-40 w-full" />;
  if (report.isError && isMissingItem(report.error)) {
    return (
      <NotFoundState
        title="Report not found."
        description="There is no report at this address that you may open. It may have been deleted, or it is another person's own."
        back={{ to: paths.businessIntelligence.reports, label: "Back to reports" }}
      />
    );
  }
  if (report.isError) {
    return (
      <ListLoadFailed
        message={failureText(report.error, "Could not load the report.")}
        onRetry={() => report.refetch()}
      />
    );
  }
  if (!report.data.canEdit) {
    return (
      <AccessDenied
        message="Only its author changes a report, and holders of manage_reports one shared with all staff."
        permissions={["manage_reports"]}
        back={{ to: paths.businessIntelligence.report.to(reportId), label: "Back to the report" }}
      />
    );
  }
  return <EditLoadedReport report={report.data} canShare={access.share} />;
}

function EditLoadedReport({ report, canShare }: { report: ReportItem; canShare: boolean }) {
  return (
    <>
      <BackTo to={paths.businessIntelligence.report.to(report.id)} label="Back to the report" />
      <PageHeader title="Edit Report" description={report.name} />
      {/* Mounted once per report: reading it again keeps unsaved edits. */}
      <ReportBuilderForm key={report.id} saved={report} draft={reportDraftOf(report)} canShare={canShare} />
    </>
  );
}

/**
 * The report builder at paths.businessIntelligence.newReport and editReport, for holders of create_reports (and
 * of manage_reports, who change shared reports).
 */
export function ReportBuilderPage() {
  const { reportId } = useParams();
  useDocumentTitle(reportId ? "Edit Report" : "Create Report", "Business Intelligence");
  return (
    <ReportsOnly
      permissions={reportId ? ["create_reports", "manage_reports"] : ["create_reports"]}
      message={
        reportId
          ? "You don't have permission to change reports."
          : "You don't have permission to create reports."
      }
    >
      <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
        {reportId ? <EditReport reportId={reportId} /> : <NewReport />}
      </div>
    </ReportsOnly>
  );
}
