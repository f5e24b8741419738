import { toast } from "sonner";
import type { WelcomeEmailOutcome } from "../../../../shared/contracts/applications";
import { EMAIL_TOAST_MS } from "../../../lib/toast-durations";

/** Whether the mail was not delivered for a reason the reviewer should act on. */
export function welcomeEmailFailed(
  outcome: WelcomeEmailOutcome | undefined,
): outcome is Extract<WelcomeEmailOutcome, { reason: string }> {
  return outcome?.status === "failed" || outcome?.status === "queued";
}

/** Without a mail server the mail waits in the outbox by design (development); that is no failure to report. */
export function isQueuedWithoutSmtp(outcome: WelcomeEmailOutcome | undefined): boolean {
  return outcome?.status === "no_mail_server";
}

/** Reports an undelivered welcome mail; returns whether it did. */
export function toastWelcomeEmailFailure(outcome: WelcomeEmailOutcome | undefined): boolean {
  if (!welcomeEmailFailed(outcome)) return false;
  const reason = outcome.reason.replace(/\.+$/, "");
  toast.error(`Failed to send welcome email: ${reason}. Please try again.`, { duration: EMAIL_TOAST_MS });
  return true;
}
