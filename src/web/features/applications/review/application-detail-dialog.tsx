import { RotateCwIcon } from "lucide-react";
import { formatDate } from "../../../../shared/format";
import { ApplicationStatusBadge } from "../../../components/application-status-badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { useApplication } from "../api/get-application";
import { ApplicationDataView } from "./application-data-view";
import { ReviewPanel } from "./review-panel";
import { ReviewedSummary } from "./reviewed-summary";

/** One application in full, with the review while it is pending and the decision afterwards. */
export function ApplicationDetailDialog({
  applicationId,
  onClose,
  onCloseAutoFocus,
}: {
  applicationId: string | null;
  onClose(): void;
  /** Places the focus once the dialog has closed. */
  onCloseAutoFocus(event: Event): void;
}) {
  return (
    <Dialog open={applicationId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        {applicationId ? <ApplicationDetail applicationId={applicationId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ApplicationDetail({ applicationId }: { applicationId: string }) {
  const detail = useApplication(applicationId);

  if (detail.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Loading application</DialogTitle>
          <DialogDescription>One moment while the application loads.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Application unavailable</DialogTitle>
          <DialogDescription>Failed to load the application. Please try again.</DialogDescription>
        </DialogHeader>
        <Button type="button" variant="outline" className="w-fit" onClick={() => detail.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          Try Again
        </Button>
      </>
    );
  }

  const application = detail.data;
  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle>{application.companyName}</DialogTitle>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <DialogDescription>
          Submitted {formatDate(application.submittedAt)} by {application.contactName}
        </DialogDescription>
      </DialogHeader>
      <ApplicationDataView
        applicationId={application.id}
        data={application.applicationData}
        documents={application.documents}
      />
      {application.status === "pending" ? (
        <ReviewPanel
          applicationId={application.id}
          companyName={application.companyName}
          contactEmail={application.contactEmail}
        />
      ) : (
        <ReviewedSummary
          applicationId={application.id}
          status={application.status}
          partnerStatus={application.partnerStatus}
          reviewedAt={application.reviewedAt}
          reviewerNotes={application.reviewerNotes}
        />
      )}
    </>
  );
}
