import { DownloadIcon, EyeIcon, FileTextIcon, LayoutDashboardIcon } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { calendarDate } from "#web/lib/format/local-time";
import type { Report } from "../business-intelligence-sample-data";

export function ReportCard({ report }: { report: Report }) {
  // Redrawn in the date format the person chooses.
  useDisplayPreferences();
  const TypeIcon = report.type === "Dashboard" ? LayoutDashboardIcon : FileTextIcon;
  const comingSoon = (action: string) => () =>
    toast("Coming soon", {
      description: `${action} ${report.name} arrives with the reporting platform connection.`,
    });

  return (
    <li className="flex h-full flex-col gap-4 rounded-lg border bg-card p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground"
        >
          <TypeIcon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold">{report.name}</h3>
          <p className="text-sm text-muted-foreground">{report.description}</p>
        </div>
      </div>
      <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="sr-only">Type</dt>
          <dd>
            <Badge variant="secondary">{report.type}</Badge>
          </dd>
        </div>
        <div className="flex gap-1 text-muted-foreground">
          <dt>Last run</dt>
          <dd className="text-foreground">{calendarDate(report.lastRun)}</dd>
        </div>
      </dl>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={comingSoon("Viewing")}>
          <EyeIcon aria-hidden="true" />
          View <span className="sr-only">{report.name}</span>
        </Button>
        <Button variant="outline" size="sm" className="flex-1" onClick={comingSoon("Exporting")}>
          <DownloadIcon aria-hidden="true" />
          Export <span className="sr-only">{report.name}</span>
        </Button>
      </div>
    </li>
  );
}
