import type { Db } from "#server/db/client";
import { recordAudit } from "#server/platform/audit";
import { notify, partnerAdminsAnd } from "#server/platform/notifications";
import { wholePartner } from "#server/platform/partner-scope";
import { emitWebhookEvent } from "#server/platform/webhooks/events";
import type { DealStatus } from "#shared/enums";
import { getDeal } from "./get-deal";
import { dealStatusChangedNotice } from "./notification-messages";

/** A deal as a move needs it: to name it, find its followers and its partner's webhooks. */
export interface MovedDeal {
  id: string;
  partnerId: string;
  companyName: string;
  submittedBy: string | null;
}

/**
 * What every move of a deal writes beside its new status, in the move's transaction
 * (docs/product/programme.md#history): the audit entry, with who (null: the programme's clock) and why, which is
 * the deal's history; the partner's admins and the member who submitted it told; and the webhook events,
 * `deal.status_changed` and for a return or an expiry its own event too.
 */
export async function recordDealMove(
  tx: Pick<Db, "select" | "insert" | "execute">,
  move: {
    deal: MovedDeal;
    from: DealStatus;
    to: DealStatus;
    actorUserId: string | null;
    note?: string;
    overrodeProtectionOf?: string;
    coSoldWith?: { dealId: string; share: number };
  },
): Promise<void> {
  const { deal, from, to, actorUserId, note } = move;
  await recordAudit(tx, {
    partnerId: deal.partnerId,
    actorUserId,
    action: "deal_status_changed",
    subject: { type: "deal", id: deal.id, label: deal.companyName },
    details: {
      deal_id: deal.id,
      company_name: deal.companyName,
      from,
      to,
      ...(move.overrodeProtectionOf ? { overrode_protection_of_deal: move.overrodeProtectionOf } : {}),
      ...(move.coSoldWith
        ? { co_sold_with_deal: move.coSoldWith.dealId, commission_share: move.coSoldWith.share }
        : {}),
      ...(note ? { note } : {}),
    },
  });
  await notify(
    tx,
    partnerAdminsAnd(deal.partnerId, deal.submittedBy),
    dealStatusChangedNotice({ id: deal.id, customer: deal.companyName, status: to, actorUserId }),
  );
  const data = await getDeal(tx, wholePartner(deal.partnerId), deal.id);
  await emitWebhookEvent(tx, {
    type: "deal.status_changed",
    partnerId: deal.partnerId,
    data: { deal: data, previousStatus: from },
  });
  if (to === "returned") {
    await emitWebhookEvent(tx, {
      type: "deal.returned",
      partnerId: deal.partnerId,
      data: { deal: data, question: note ?? "" },
    });
  }
  if (to === "expired") {
    await emitWebhookEvent(tx, { type: "deal.expired", partnerId: deal.partnerId, data: { deal: data } });
  }
}
