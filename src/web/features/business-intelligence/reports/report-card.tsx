import { DownloadIcon, EyeIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { ReportItem } from "#shared/contracts/reports";
import { REPORT_VISIBILITY_LABELS } from "#shared/labels";
import { REPORT_DATASETS } from "#shared/report-datasets";
import { paths } from "#web/app/paths";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { localDate } from "#web/lib/format/local-time";
import { failureText } from "#web/lib/transport/failure-text";
import { useExportReport } from "../api/export-report";

/** One saved report in the library: what it reads, who sees it, who wrote it and when it last changed. */
export function ReportCard({ report }: { report: ReportItem }) {
  const exportCsv = useExportReport({
    mutationConfig: {
      onError: (error) =>
        toast.error("Export Failed", {
          description: failureText(error, `Could not export ${report.name}. Please try again.`),
        }),
    },
  });

  return (
    <li className="flex h-full min-w-0 flex-col gap-4 rounded-lg border bg-card p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold break-words">{report.name}</h3>
        {report.description ? (
          <p className="text-sm break-words text-muted-foreground">{report.description}</p>
        ) : null}
      </div>
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Data</dt>
        <dd>{REPORT_DATASETS[report.definition.dataset].label}</dd>
        <dt className="text-muted-foreground">Shared with</dt>
        <dd>
          <Badge variant={report.visibility === "shared" ? "default" : "secondary"}>
            {REPORT_VISIBILITY_LABELS[report.visibility]}
          </Badge>
        </dd>
        <dt className="text-muted-foreground">Author</dt>
        <dd className="break-words">{report.author?.name ?? "A former staff member"}</dd>
        <dt className="text-muted-foreground">Last changed</dt>
        <dd>{localDate(report.updatedAt)}</dd>
      </dl>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link to={paths.businessIntelligence.report.to(report.id)}>
            <EyeIcon aria-hidden="true" />
            View <span className="sr-only">{report.name}</span>
          </Link>
        </Button>
        <BusyButton
          type="button"
          variant="outline"
          size="sm"
          className="flex-1"
          busy={exportCsv.isPending}
          busyLabel="Exporting"
          icon={<DownloadIcon aria-hidden="true" />}
          onClick={() => exportCsv.mutate(report.id)}
        >
          Export <span className="sr-only">{report.name}</span>
        </BusyButton>
      </div>
    </li>
  );
}
