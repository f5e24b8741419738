import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { reviewNotesSchema } from "#shared/contracts/applications";
import { ConfirmDialog } from "#web/components/dialogs/confirm-dialog";
import { FormField } from "#web/components/forms/form-field";
import { RefusalAlert } from "#web/components/forms/refusal-alert";
import { BusyButton } from "#web/components/ui/busy-button";
import { Textarea } from "#web/components/ui/textarea";
import { welcomeEmailNote } from "#web/domain/welcome-email";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useReviewApplication } from "../api/review-application";
import { toastWelcomeEmailFailure } from "./welcome-email-toast";

const NOTES_MAX = 5000;

type ReviewNotes = z.output<typeof reviewNotesSchema>;

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
  const form = useContractForm(reviewNotesSchema, { defaultValues: { notes: "" } });
  const [confirming, setConfirming] = useState(false);
  const review = useReviewApplication();
  const busy = review.isPending;
  const deciding = review.variables?.decision;
  const notes = form.watch("notes") ?? "";

  const decide = async (decision: "approve" | "reject", { notes }: ReviewNotes) => {
    try {
      const { welcomeEmail } = await review.mutateAsync({ id: applicationId, decision, notes });
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
    } catch (error) {
      form.refuseCall(error, "Failed to review application.");
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="review-heading" className="grid gap-4 rounded-lg border bg-secondary/40 p-4">
      <h3 id="review-heading" className="font-semibold">
        Review
      </h3>
      <FormField
        id="reviewer-notes"
        label="Reviewer notes"
        hint="The applicant sees these on the status page; for a rejection they are the reason given."
        error={form.error("notes")}
      >
        {(control) => (
          <Textarea {...control} rows={4} maxLength={NOTES_MAX} {...form.register("notes")} disabled={busy} />
        )}
      </FormField>
      <RefusalAlert reasons={form.reasons} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <BusyButton
          type="button"
          variant="outline"
          busy={busy && deciding === "reject"}
          busyLabel="Rejecting"
          disabled={busy}
          icon={<CircleXIcon aria-hidden="true" />}
          className="text-destructive"
          // The notes are checked before asking: they are the reason the applicant is given.
          onClick={form.submit(() => setConfirming(true))}
        >
          Reject
        </BusyButton>
        <BusyButton
          type="button"
          busy={busy && deciding === "approve"}
          busyLabel="Approving"
          disabled={busy}
          icon={<CircleCheckIcon aria-hidden="true" />}
          onClick={form.submit((values) => decide("approve", values))}
        >
          Approve
        </BusyButton>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          if (!busy) setConfirming(false);
        }}
        title="Reject this application?"
        description={
          <>
            {companyName} will see on the status page that the application was not approved
            {notes.trim() ? ", together with your notes" : ""}. This cannot be undone.
          </>
        }
        action="Reject Application"
        busy={busy}
        onConfirm={() => void form.submit((values) => decide("reject", values))()}
      />
    </section>
  );
}
