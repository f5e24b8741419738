import type { NotificationDraft } from "#server/platform/notifications";
import type { DealStatus } from "#shared/enums";
import { formatAmount } from "#shared/format";
import { DEAL_STATUS_LABELS } from "#shared/labels";

// What administrators and partners' contacts are told of deals (docs/product/notifications.md#what-people-are-told).

/** A deal was registered: by a member of the partner, named with it, or by staff on the partner's behalf. */
export const dealSubmittedNotice = (deal: {
  id: string;
  partnerName: string;
  customer: string;
  dealValue: string;
  actor: { id: string; name: string; onBehalf: boolean };
}): NotificationDraft => ({
  kind: "deal_submitted",
  message: deal.actor.onBehalf
    ? `${deal.actor.name} submitted a deal for ${deal.customer} (${formatAmount(deal.dealValue)}) on behalf of ${deal.partnerName}.`
    : `${deal.actor.name} of ${deal.partnerName} submitted a deal for ${deal.customer} (${formatAmount(deal.dealValue)}).`,
  subjectId: deal.id,
  actorUserId: deal.actor.id,
});

export const dealStatusChangedNotice = (deal: {
  id: string;
  customer: string;
  status: DealStatus;
  /** Null: the programme's clock moved it (an expiry). */
  actorUserId: string | null;
}): NotificationDraft => ({
  kind: "deal_status_changed",
  message: `Your deal for ${deal.customer} is now ${DEAL_STATUS_LABELS[deal.status]}.`,
  subjectId: deal.id,
  actorUserId: deal.actorUserId,
});

export const payoutCreatedNotice = (payout: {
  id: string;
  amount: string;
  customer: string;
  actorUserId: string;
}): NotificationDraft => ({
  kind: "payout_created",
  message: `A commission payout of ${formatAmount(payout.amount)} was created for your deal for ${payout.customer}.`,
  subjectId: payout.id,
  actorUserId: payout.actorUserId,
});

/** A reviewer let another partner co-sell the customer of a protected deal; its partner keeps `share` percent. */
export const dealCoSoldNotice = (deal: {
  id: string;
  customer: string;
  share: number;
  actorUserId: string;
}): NotificationDraft => ({
  kind: "deal_status_changed",
  message: `Your deal for ${deal.customer} is now co-sold with another partner: your share of its commission is ${deal.share}%.`,
  subjectId: deal.id,
  actorUserId: deal.actorUserId,
});

/** A partner answered a reviewer's question and submitted the deal again. */
export const dealResubmittedNotice = (deal: {
  id: string;
  partnerName: string;
  customer: string;
  actor: { id: string; name: string };
}): NotificationDraft => ({
  kind: "deal_submitted",
  message: `${deal.actor.name} of ${deal.partnerName} answered and resubmitted the deal for ${deal.customer}.`,
  subjectId: deal.id,
  actorUserId: deal.actor.id,
});

/** The programme's reminder before an approved deal's registration expires. */
export const dealExpiringNotice = (deal: {
  id: string;
  customer: string;
  expiresOn: string;
}): NotificationDraft => ({
  kind: "deal_expiring",
  message: `Your registration of ${deal.customer} expires on ${deal.expiresOn}.`,
  subjectId: deal.id,
  actorUserId: null,
});

/** A submitted deal is still unreviewed past the programme's review deadline. */
export const dealReviewOverdueNotice = (deal: {
  id: string;
  partnerName: string;
  customer: string;
}): NotificationDraft => ({
  kind: "deal_review_overdue",
  message: `The deal ${deal.partnerName} registered for ${deal.customer} is past its review deadline.`,
  subjectId: deal.id,
  actorUserId: null,
});

/** A partner asked for more time on an approved deal. */
export const dealExtensionRequestedNotice = (deal: {
  id: string;
  partnerName: string;
  customer: string;
  actor: { id: string; name: string };
}): NotificationDraft => ({
  kind: "deal_extension_requested",
  message: `${deal.actor.name} of ${deal.partnerName} asked for more time on the deal for ${deal.customer}.`,
  subjectId: deal.id,
  actorUserId: deal.actor.id,
});

/** A reviewer answered the partner's request for more time; told as a change of the deal (its expiry). */
export const dealExtensionDecidedNotice = (deal: {
  id: string;
  customer: string;
  /** Granted: the new expiry as the reader reads it; null when refused. */
  expiresOn: string | null;
  actorUserId: string;
}): NotificationDraft => ({
  kind: "deal_status_changed",
  message: deal.expiresOn
    ? `Your request for more time on the deal for ${deal.customer} was granted: it now expires on ${deal.expiresOn}.`
    : `Your request for more time on the deal for ${deal.customer} was refused.`,
  subjectId: deal.id,
  actorUserId: deal.actorUserId,
});
