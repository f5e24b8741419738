import {
  DetailDialog,
  DetailLoadFailed,
  DetailLoading,
  DetailNotFound,
} from "#web/components/dialogs/detail-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { ApplicationStatusBadge } from "#web/domain/application-status-badge";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { isMissingItem } from "#web/lib/queries/missing-item";
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
    <DetailDialog
      itemId={applicationId}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      className="sm:max-w-3xl"
    >
      {(id, close) => <ApplicationDetail applicationId={id} onBack={close} />}
    </DetailDialog>
  );
}

function ApplicationDetail({ applicationId, onBack }: { applicationId: string; onBack(): void }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const detail = useApplication(applicationId);

  if (detail.isPending) {
    return (
      <DetailLoading title="Loading application" description="One moment while the application loads." />
    );
  }
  if (detail.isError && isMissingItem(detail.error)) {
    return (
      <DetailNotFound
        description="There is no application at this address. It may have been removed, or the address is mistyped."
        back={{ label: "Back to Applications", onClick: onBack }}
      />
    );
  }
  if (detail.isError) {
    return (
      <DetailLoadFailed
        title="Application unavailable"
        description="Failed to load the application. Please try again."
        onRetry={() => detail.refetch()}
      />
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
          Submitted {localDate(application.submittedAt)} by {application.contactName}
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
