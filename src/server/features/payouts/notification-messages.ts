import type { NotificationDraft } from "#server/platform/notifications";
import { formatAmount } from "#shared/format";

// What a partner's contact is told of payouts (docs/product/notifications.md#what-people-are-told).

export const payoutPaidNotice = (payout: {
  id: string;
  amount: string;
  customer: string;
  actorUserId: string;
}): NotificationDraft => ({
  kind: "payout_paid",
  message: `Your commission payout of ${formatAmount(payout.amount)} for your deal for ${payout.customer} was paid.`,
  subjectId: payout.id,
  actorUserId: payout.actorUserId,
});
