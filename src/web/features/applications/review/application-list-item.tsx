import { ClipboardCheckIcon, EyeIcon, FileTextIcon } from "lucide-react";
import type { z } from "zod";
import type { applicationSummary } from "#shared/contracts/applications";
import { Button } from "#web/components/ui/button";
import { ApplicationStatusBadge } from "#web/domain/application-status-badge";
import { BUSINESS_TYPE_LABELS } from "#web/domain/business-type-labels";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";

type ApplicationSummary = z.infer<typeof applicationSummary>;

const businessTypeLabel = (type: string) => (BUSINESS_TYPE_LABELS as Record<string, string>)[type] ?? type;

const documentCount = (count: number) => (count === 1 ? "1 document" : `${count} documents`);

/** One application in the list: who applied, when, its state, and the way into its details. */
export function ApplicationListItem({
  application,
  onOpen,
}: {
  application: ApplicationSummary;
  /** Opens the details; the button is where the focus returns afterwards. */
  onOpen(id: string, button: HTMLElement): void;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const pending = application.status === "pending";
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{application.companyName}</h3>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="text-sm">
          {application.contactName}{" "}
          <span className="break-all text-muted-foreground">{application.contactEmail}</span>
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{businessTypeLabel(application.businessType)}</span>
          <span>Submitted {localDate(application.submittedAt)}</span>
          <span className="inline-flex items-center gap-1">
            <FileTextIcon aria-hidden="true" className="size-3.5" />
            {documentCount(application.documentCount)}
          </span>
        </p>
      </div>
      <Button
        type="button"
        variant={pending ? "default" : "outline"}
        className="w-full sm:w-auto"
        aria-label={`${pending ? "Review" : "View"} application from ${application.companyName}`}
        onClick={(event) => onOpen(application.id, event.currentTarget)}
      >
        {pending ? <ClipboardCheckIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
        {pending ? "Review" : "View"}
      </Button>
    </li>
  );
}
