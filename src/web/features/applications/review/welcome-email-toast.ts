import { toast } from "sonner";
import type { WelcomeEmailOutcome } from "#shared/contracts/applications";
import { welcomeEmailFailure } from "#web/domain/welcome-email";
import { EMAIL_TOAST_MS } from "#web/lib/toasts/toast-durations";

/** Reports an undelivered welcome mail; returns whether it did. */
export function toastWelcomeEmailFailure(outcome: WelcomeEmailOutcome | undefined): boolean {
  const failure = welcomeEmailFailure(outcome);
  if (!failure) return false;
  toast.error(failure, { duration: EMAIL_TOAST_MS });
  return true;
}
