import { MailIcon } from "lucide-react";
import { toast } from "sonner";
import type { ApplicationStatus, PartnerStatus } from "#shared/enums";
import { BusyButton } from "#web/components/ui/busy-button";
import { ApplicationStatusBadge } from "#web/domain/application-status-badge";
import { isQueuedWithoutSmtp } from "#web/domain/welcome-email";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { EMAIL_TOAST_MS } from "#web/lib/toasts/toast-durations";
import { failureText } from "#web/lib/transport/failure-text";
import { useResendWelcomeEmail } from "../api/resend-welcome-email";
import { toastWelcomeEmailFailure } from "./welcome-email-toast";

/** A decided application, read-only; an approved one can have its welcome e-mail sent again. */
export function ReviewedSummary({
  applicationId,
  status,
  partnerStatus,
  reviewedAt,
  reviewerNotes,
}: {
  applicationId: string;
  status: Exclude<ApplicationStatus, "pending">;
  partnerStatus: PartnerStatus;
  reviewedAt: Date | null;
  reviewerNotes: string | null;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const resend = useResendWelcomeEmail({
    mutationConfig: {
      onSuccess: ({ welcomeEmail }) => {
        if (toastWelcomeEmailFailure(welcomeEmail)) return;
        if (isQueuedWithoutSmtp(welcomeEmail)) {
          toast.success("Welcome e-mail queued", {
            description: "It waits in the outbox until a mail server is configured.",
            duration: EMAIL_TOAST_MS,
          });
        } else if (welcomeEmail.status === "sending") {
          toast.success("Welcome e-mail is being sent", { duration: EMAIL_TOAST_MS });
        } else toast.success("Welcome e-mail sent", { duration: EMAIL_TOAST_MS });
      },
      onError: (error) => {
        toast.error("Failed to send welcome email.", {
          description: failureText(error),
          duration: EMAIL_TOAST_MS,
        });
      },
    },
  });

  return (
    <section aria-labelledby="decision-heading" className="grid gap-4 rounded-lg border bg-secondary/40 p-4">
      <h3 id="decision-heading" className="font-semibold">
        Decision
      </h3>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <ApplicationStatusBadge status={status} />
          </dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="text-muted-foreground">Reviewed</dt>
          <dd className="font-medium">{reviewedAt ? localDate(reviewedAt) : "Unknown"}</dd>
        </div>
        <div className="grid gap-1 sm:col-span-2">
          <dt className="text-muted-foreground">Reviewer notes</dt>
          <dd className="whitespace-pre-line font-medium">
            {reviewerNotes ?? <span className="text-muted-foreground">No notes</span>}
          </dd>
        </div>
      </dl>
      {status === "approved" && partnerStatus === "active" ? (
        <BusyButton
          type="button"
          variant="outline"
          busy={resend.isPending}
          busyLabel="Sending"
          icon={<MailIcon aria-hidden="true" />}
          className="w-full sm:w-auto sm:justify-self-end"
          onClick={() => resend.mutate({ id: applicationId })}
        >
          Resend welcome e-mail
        </BusyButton>
      ) : null}
    </section>
  );
}
