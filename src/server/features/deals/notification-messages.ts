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
  actorUserId: string;
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
