import { CalendarClockIcon, PencilIcon } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { calendarDate } from "#web/lib/format/local-time";
import type { ScheduledReport } from "../business-intelligence-sample-data";

export function ScheduledReports({ reports }: { reports: readonly ScheduledReport[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Scheduled Reports</h2>
        </CardTitle>
        <CardDescription>Reports delivered by e-mail on a schedule, soonest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {reports.map((report) => (
            <ScheduledReportRow key={report.id} report={report} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** A card on small screens, a row with aligned columns from xl up. */
function ScheduledReportRow({ report }: { report: ScheduledReport }) {
  // Redrawn in the date format the person chooses.
  useDisplayPreferences();
  const editSchedule = () =>
    toast("Coming soon", {
      description: `Editing the schedule of ${report.name} arrives with the reporting platform connection.`,
    });

  return (
    <li className="flex flex-col gap-4 rounded-lg border p-4 xl:flex-row xl:items-center xl:gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold">{report.name}</h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarClockIcon aria-hidden="true" className="size-4 shrink-0" />
          {report.schedule}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-[8rem_5rem_1fr] xl:flex xl:shrink-0 xl:gap-4">
        <div className="flex flex-col gap-1 xl:w-28">
          <dt className="text-xs text-muted-foreground">Next run</dt>
          <dd>{calendarDate(report.nextRun)}</dd>
        </div>
        <div className="flex flex-col gap-1 xl:w-14">
          <dt className="text-xs text-muted-foreground">Format</dt>
          <dd>
            <Badge variant="secondary">{report.format}</Badge>
          </dd>
        </div>
        <div className="col-span-2 flex flex-col gap-1 sm:col-span-1 xl:w-48">
          <dt className="text-xs text-muted-foreground">Recipients</dt>
          <dd>{report.recipients.join(", ")}</dd>
        </div>
      </dl>
      <Button variant="outline" size="sm" className="xl:shrink-0" onClick={editSchedule}>
        <PencilIcon aria-hidden="true" />
        Edit Schedule <span className="sr-only">for {report.name}</span>
      </Button>
    </li>
  );
}
