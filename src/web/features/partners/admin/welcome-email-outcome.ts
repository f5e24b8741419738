import type { WelcomeEmailOutcome } from "../../../../shared/contracts/applications";

// The applications review words the same outcomes (applications/review/welcome-email-toast.ts); features do not
// import each other, so the Partners tab has its own few lines.

/** SPEC.md 8's message when the welcome mail did not go out (failed, or queued after a delivery error). */
export function welcomeEmailFailure(outcome: WelcomeEmailOutcome | undefined): string | undefined {
  if (outcome?.status !== "failed" && outcome?.status !== "queued") return undefined;
  return `Failed to send welcome email: ${outcome.reason.replace(/\.+$/, "")}. Please try again.`;
}

/** Where the welcome mail is, as a sentence for the success toast; empty without a mail or when it failed. */
export function welcomeEmailNote(outcome: WelcomeEmailOutcome | undefined, contactEmail: string): string {
  switch (outcome?.status) {
    case "no_mail_server":
      return "The welcome e-mail waits in the outbox until a mail server is configured.";
    case "sending":
      return `The welcome e-mail to ${contactEmail} is being sent.`;
    case "sent":
      return `The welcome e-mail went to ${contactEmail}.`;
    default:
      return "";
  }
}
