import type { WelcomeEmailOutcome } from "#shared/contracts/applications";

// What the welcome mail to a newly active partner came to, in the words the applications review and the
// Partners tab both use.

/** Whether the mail was not delivered for a reason the reviewer should act on (failed, or queued after an error). */
export function welcomeEmailFailed(
  outcome: WelcomeEmailOutcome | undefined,
): outcome is Extract<WelcomeEmailOutcome, { reason: string }> {
  return outcome?.status === "failed" || outcome?.status === "queued";
}

/** Without a mail server the mail waits in the outbox by design (development); that is no failure to report. */
export function isQueuedWithoutSmtp(outcome: WelcomeEmailOutcome | undefined): boolean {
  return outcome?.status === "no_mail_server";
}

/**
 * The message (docs/product/applications.md#welcome-e-mail) when the welcome mail did not go out; undefined
 * when it did or none was sent.
 */
export function welcomeEmailFailure(outcome: WelcomeEmailOutcome | undefined): string | undefined {
  if (!welcomeEmailFailed(outcome)) return undefined;
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
