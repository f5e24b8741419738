import { ShieldAlertIcon } from "lucide-react";
import type { SESSION_END_REASONS } from "#shared/contracts/auth";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/partner-sign-in-refusals";

type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * The sign-in messages (docs/product/partner-sign-in.md#ended-sessions), for a partner whose session an
 * administrator ended.
 */
const MESSAGES: Record<SessionEndReason, string> = {
  partner_suspended: PARTNER_SIGN_IN_REFUSALS.suspended,
  partner_rejected: PARTNER_SIGN_IN_REFUSALS.rejected,
};

/** Says why the partner was signed out, above the sign-in form. */
export function SessionEndedNotice({ reason }: { reason: SessionEndReason }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-0.5">
        <p className="font-medium">You have been signed out</p>
        <p>{MESSAGES[reason]}</p>
      </div>
    </div>
  );
}
