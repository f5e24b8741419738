import type { Db } from "#server/db/client";
import { customerFromWonDeal } from "#server/features/customer-success/customer-from-won-deal";
import { recordAudit } from "#server/platform/audit";
import { notify, partnerAdminsAnd } from "#server/platform/notifications";
import { createPayout } from "./create-payout";
import { payoutCreatedNotice } from "./notification-messages";

/** A deal closing won as its effects need it: its value is its partner's share when co-sold, with that share. */
export interface WonDeal {
  id: string;
  partnerId: string;
  companyName: string;
  contactPerson: string;
  customerKey: string | null;
  submittedBy: string | null;
  dealValue: string;
  coSellShare: string | null;
}

/**
 * What a deal closed won makes, in the close's transaction: its customer made or joined, its one commission
 * payout (the partner's share of it when co-sold), the partner told and the payout audited. The tier is
 * evaluated by the caller once every payout of the close is made.
 */
export async function closeWonEffects(
  tx: Pick<Db, "insert" | "select" | "update" | "execute">,
  deal: WonDeal,
  actorUserId: string,
  /** The whole value won, which a customer made from a co-sold deal starts with rather than one share of it. */
  wonValue: string,
): Promise<{ payoutId: string; amount: string }> {
  await customerFromWonDeal(tx, { ...deal, dealValue: wonValue }, actorUserId);
  const payout = await createPayout(tx, deal);
  await notify(
    tx,
    partnerAdminsAnd(deal.partnerId, deal.submittedBy),
    payoutCreatedNotice({ id: payout.id, amount: payout.amount, customer: deal.companyName, actorUserId }),
  );
  await recordAudit(tx, {
    partnerId: deal.partnerId,
    actorUserId,
    action: "payout_created",
    subject: { type: "payout", id: payout.id, label: deal.companyName },
    details: {
      payout_id: payout.id,
      deal_id: deal.id,
      commission_amount: payout.amount,
      ...(deal.coSellShare ? { commission_share: deal.coSellShare } : {}),
    },
  });
  return { payoutId: payout.id, amount: payout.amount };
}
