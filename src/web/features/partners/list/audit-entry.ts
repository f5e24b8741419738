import type { PartnerDetail } from "#shared/contracts/partners";
import type { PartnerTier } from "#shared/enums";
import { auditDetailLines } from "#web/domain/audit-entry-text";
import { humanize } from "#web/lib/format/humanize";

export { auditActorName } from "#web/domain/audit-entry-text";

export type AuditEntry = PartnerDetail["auditEntries"][number];

/** An audit entry in words: what happened, and the lines of detail worth reading. */
export interface AuditEntryText {
  action: string;
  details: string[];
}

/** The history's words for the actions: it is one partner's, so "Status changed" says whose. */
const ACTIONS: Record<string, string> = {
  application_submitted: "Application submitted",
  application_approved: "Application approved",
  application_rejected: "Application rejected",
  welcome_email_resent: "Welcome e-mail sent again",
  partner_status_changed: "Status changed",
  partner_updated: "Details edited",
  partner_tier_changed: "Tier changed",
  partner_tier_warned: "Warned of a tier drop",
  partner_tier_overridden: "Tier overridden",
  partner_tier_override_cleared: "Tier override ended",
  partner_member_role_changed: "Member's role changed",
  partner_member_removed: "Member removed",
  partner_member_invited: "Member invited",
  partner_invitation_revoked: "Invitation withdrawn",
  partner_member_joined: "Member joined",
  deal_submitted: "Deal submitted",
  deal_status_changed: "Deal status changed",
  deal_extension_requested: "Deal extension requested",
  deal_extension_decided: "Deal extension decided",
  deal_co_sold: "Deal co-sold",
  payout_created: "Commission payout created",
  payout_paid: "Commission payout paid",
  resource_uploaded: "Resource uploaded",
  resource_deleted: "Resource deleted",
  resource_downloaded: "Resource downloaded",
  certificate_downloaded: "Certificate downloaded",
  agreement_signed: "Agreement signed",
  signed_agreement_downloaded: "Signed agreement downloaded",
  journey_step_ticked: "Onboarding step ticked",
  journey_step_unticked: "Onboarding step unticked",
};

/** What an entry of the partner's audit history says, in words; tiers by `tierNames`, else their default names. */
export function describeAuditEntry(
  entry: Pick<AuditEntry, "action" | "details">,
  tierNames?: Record<PartnerTier, string>,
): AuditEntryText {
  return {
    action: ACTIONS[entry.action] ?? humanize(entry.action),
    details: auditDetailLines(entry, tierNames),
  };
}
