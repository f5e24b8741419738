import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { FormField } from "#web/components/form-field";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#web/components/ui/alert-dialog";
import { BusyButton } from "#web/components/ui/busy-button";
import { Textarea } from "#web/components/ui/textarea";
import { welcomeEmailNote } from "#web/domain/welcome-email";
import { failureText } from "#web/lib/failure-text";
import { useReviewApplication } from "../api/review-application";
import { toastWelcomeEmailFailure } from "./welcome-email-toast";

const NOTES_MAX = 5000;

/** The reviewer's decision on a pending application: notes, then approve or (after confirming) reject. */
export function ReviewPanel({
  applicationId,
  companyName,
  contactEmail,
}: {
  applicationId: string;
  companyName: string;
  contactEmail: string;
}) {
  const [notes, setNotes] = useState("");
  const review = useReviewApplication({
    mutationConfig: {
      onSuccess: ({ welcomeEmail }, { decision }) => {
        if (decision === "reject") {
          toast.success("Application rejected", {
            description: `${companyName} can see the decision on the status page.`,
          });
          return;
        }
        toastWelcomeEmailFailure(welcomeEmail);
        // An approval always sends the mail: an answer without its outcome reads as sent.
        const note = welcomeEmailNote(welcomeEmail ?? { status: "sent" }, contactEmail);
        toast.success("Application approved", {
          description: `${companyName} is now an active partner.${note ? ` ${note}` : ""}`,
        });
      },
      onError: (error) => {
        toast.error("Failed to review application.", {
          description: failureText(error),
        });
      },
    },
  });
  const decide = (decision: "approve" | "reject") => review.mutate({ id: applicationId, decision, notes });
  const busy = review.isPending;
  const deciding = review.variables?.decision;

  return (
    <section aria-labelledby="review-heading" className="grid gap-4 rounded-lg border bg-secondary/40 p-4">
      <h3 id="review-heading" className="font-semibold">
        Review
      </h3>
      <FormField
        id="reviewer-notes"
        label="Reviewer notes"
        hint="The applicant sees these on the status page; for a rejection they are the reason given."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={NOTES_MAX}
            value={notes}
            disabled={busy}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <BusyButton
              type="button"
              variant="outline"
              busy={busy && deciding === "reject"}
              busyLabel="Rejecting"
              disabled={busy}
              icon={<CircleXIcon aria-hidden="true" />}
              className="text-destructive"
            >
              Reject
            </BusyButton>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Reject this application?</AlertDialogTitle>
              <AlertDialogDescription>
                {companyName} will see on the status page that the application was not approved
                {notes.trim() ? ", together with your notes" : ""}. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => decide("reject")}>Reject Application</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <BusyButton
          type="button"
          busy={busy && deciding === "approve"}
          busyLabel="Approving"
          disabled={busy}
          icon={<CircleCheckIcon aria-hidden="true" />}
          onClick={() => decide("approve")}
        >
          Approve
        </BusyButton>
      </div>
    </section>
  );
}
