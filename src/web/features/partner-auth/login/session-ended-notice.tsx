import type { SESSION_END_REASONS } from "#shared/contracts/auth";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/partner-sign-in-refusals";
import { SignedOutNotice } from "#web/domain/signed-out-notice";

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
  return <SignedOutNotice title="You have been signed out" message={MESSAGES[reason]} />;
}
