import { toast } from "sonner";
import type { z } from "zod";
import type { welcomeEmailOutcome } from "../../../shared/contracts/applications";

type WelcomeEmailOutcome = z.infer<typeof welcomeEmailOutcome>;

// Without SMTP the mail waits in the outbox by design (development); that is no failure to report.
const NO_SMTP = "no SMTP server is configured";
const EMAIL_TOAST_MS = 5000;

/** Whether the mail was not delivered for a reason the reviewer should act on. */
export function welcomeEmailFailed(outcome: WelcomeEmailOutcome | undefined): boolean {
  if (!outcome) return false;
  return outcome.status === "failed" || (outcome.status === "queued" && outcome.reason !== NO_SMTP);
}

export function isQueuedWithoutSmtp(outcome: WelcomeEmailOutcome | undefined): boolean {
  return outcome?.status === "queued" && outcome.reason === NO_SMTP;
}

/** Reports an undelivered welcome mail; returns whether it did. */
export function toastWelcomeEmailFailure(outcome: WelcomeEmailOutcome | undefined): boolean {
  if (!welcomeEmailFailed(outcome)) return false;
  const reason = (outcome?.reason ?? "unknown error").replace(/\.+$/, "");
  toast.error(`Failed to send welcome email: ${reason}. Please try again.`, { duration: EMAIL_TOAST_MS });
  return true;
}
