import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { notify, partnerAdminsAnd } from "#server/platform/notifications";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import { emitWebhookEvent } from "#server/platform/webhooks/events";
import { getPayout, NO_SUCH_PAYOUT } from "./get-payout";
import { payoutPaidNotice } from "./notification-messages";

const startOfUtcDay = (moment: Date) =>
  Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());

/**
 * An administrator records that a pending payout was paid: when (now unless given), the payment's reference
 * and who recorded it. The row is locked, so of racing requests one pays and the others find it paid.
 */
export async function markPayoutPaid(
  deps: { db: Db },
  caller: Caller,
  input: { id: string; reference: string; paidAt?: Date },
) {
  return deps.db.transaction(async (tx) => {
    const [payout] = await tx
      .select({
        id: commissionPayouts.id,
        partnerId: commissionPayouts.partnerId,
        dealId: commissionPayouts.dealId,
        commissionAmount: commissionPayouts.commissionAmount,
        status: commissionPayouts.status,
        createdAt: commissionPayouts.createdAt,
        companyName: partnerDeals.companyName,
        submittedBy: partnerDeals.submittedBy,
      })
      .from(commissionPayouts)
      .innerJoin(partnerDeals, eq(partnerDeals.id, commissionPayouts.dealId))
      .where(eq(commissionPayouts.id, input.id))
      .for("update", { of: commissionPayouts });
    if (!payout) throw new AppError("not_found", NO_SUCH_PAYOUT);
    if (payout.status === "paid") {
      throw new AppError("conflict", "This payout has already been paid.", { reason: "already_paid" });
    }

    const paidAt = input.paidAt ?? new Date();
    // A date-only payment date means that day: it may not lie before the day the commission was earned.
    if (paidAt.getTime() < startOfUtcDay(payout.createdAt)) {
      throw new AppError(
        "bad_request",
        `Payment date cannot be before the payout was created (${payout.createdAt.toISOString().slice(0, 10)})`,
        { field: "paidAt" },
      );
    }
    await tx
      .update(commissionPayouts)
      .set({ status: "paid", paidAt, paymentReference: input.reference, paidBy: caller.user.id })
      .where(eq(commissionPayouts.id, payout.id));
    await notify(
      tx,
      partnerAdminsAnd(payout.partnerId, payout.submittedBy),
      payoutPaidNotice({
        id: payout.id,
        amount: payout.commissionAmount,
        customer: payout.companyName,
        actorUserId: caller.user.id,
      }),
    );
    await recordAudit(tx, {
      partnerId: payout.partnerId,
      actorUserId: caller.user.id,
      action: "payout_paid",
      subject: { type: "payout", id: payout.id, label: payout.companyName },
      details: {
        payout_id: payout.id,
        deal_id: payout.dealId,
        commission_amount: payout.commissionAmount,
        reference: input.reference,
        paid_at: paidAt.toISOString(),
      },
    });
    const paid = await getPayout(tx, ALL_PARTNERS, payout.id);
    await emitWebhookEvent(tx, { type: "payout.paid", partnerId: payout.partnerId, data: { payout: paid } });
    return { payout: paid };
  });
}
