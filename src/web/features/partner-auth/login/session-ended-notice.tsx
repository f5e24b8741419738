import type { SESSION_END_REASONS } from "#shared/contracts/auth";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/partner-sign-in-refusals";
import { SignedOutNotice } from "#web/domain/signed-out-notice";

type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** A member their partner's admins (or staff) took off the team (docs/product/partner-teams.md). */
export const MEMBER_REMOVED =
  "You are no longer a member of your company's partner team. Ask one of its partner admins if this is a mistake.";

/**
 * The sign-in messages (docs/product/partner-sign-in.md#ended-sessions), for a partner whose session an
 * administrator ended.
 */
const MESSAGES: Record<SessionEndReason, string> = {
  partner_suspended: PARTNER_SIGN_IN_REFUSALS.suspended,
  partner_rejected: PARTNER_SIGN_IN_REFUSALS.rejected,
  member_removed: MEMBER_REMOVED,
};

/** Says why the partner was signed out, above the sign-in form. */
export function SessionEndedNotice({ reason }: { reason: SessionEndReason }) {
  return <SignedOutNotice title="You have been signed out" message={MESSAGES[reason]} />;
}
