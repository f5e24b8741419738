import { and, eq, ne } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { customerFromWonDeal } from "#server/features/customer-success/customer-from-won-deal";
import { AppError } from "#server/platform/app-error";
import { type AuditEntry, recordAudit } from "#server/platform/audit";
import { notify, partnerAdminsAnd } from "#server/platform/notifications";
import { ALL_PARTNERS, wholePartner } from "#server/platform/partner-scope";
import { emitWebhookEvent } from "#server/platform/webhooks/events";
import type { DealStatus } from "#shared/enums";
import { createPayout } from "./create-payout";
import { approvedAndProtected } from "./deal-columns";
import { queueDealStatusMail } from "./deal-status-mail";
import { refusedTransition } from "./deal-transitions";
import { getDeal, NO_SUCH_DEAL } from "./get-deal";
import { dealStatusChangedNotice, payoutCreatedNotice } from "./notification-messages";

/** Another partner's approved deal for the same customer, still inside its protection period. */
async function protectedConflict(
  tx: Pick<Db, "select">,
  deal: { id: string; partnerId: string; customerKey: string | null },
) {
  if (!deal.customerKey) return undefined;
  const [conflict] = await tx
    .select({ id: partnerDeals.id, partnerId: partnerDeals.partnerId })
    .from(partnerDeals)
    .where(
      and(
        eq(partnerDeals.customerKey, deal.customerKey),
        ne(partnerDeals.partnerId, deal.partnerId),
        approvedAndProtected(partnerDeals),
      ),
    )
    .limit(1);
  return conflict;
}

/**
 * An administrator moves a deal along its lifecycle (deal-transitions.ts), with the row locked so racing
 * requests take effect once. Approving and marking in review stamp reviewed_at; approving over another
 * partner's protected deal for the same customer needs the override, which the audit entry records. Closing a
 * deal won creates its one commission payout in the same transaction: deal value x the partner's rate at this
 * moment, rounded half-up to cents in SQL numeric, the rate kept on the payout, and makes or links the deal's
 * customer (customer-success/customer-from-won-deal.ts). The partner's admins and the member who submitted the
 * deal are told, and mailed (through the outbox, in the same transaction) when it is approved, won or lost.
 */
export async function changeDealStatus(
  deps: { db: Db; config: Config },
  caller: Caller,
  input: { id: string; status: DealStatus; overrideProtection?: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const [deal] = await tx
      .select({
        id: partnerDeals.id,
        partnerId: partnerDeals.partnerId,
        status: partnerDeals.status,
        customerKey: partnerDeals.customerKey,
        dealValue: partnerDeals.dealValue,
        companyName: partnerDeals.companyName,
        contactPerson: partnerDeals.contactPerson,
        submittedBy: partnerDeals.submittedBy,
      })
      .from(partnerDeals)
      .where(eq(partnerDeals.id, input.id))
      .for("update");
    if (!deal) throw new AppError("not_found", NO_SUCH_DEAL);
    const refusal = refusedTransition(deal.status, input.status);
    if (refusal) throw new AppError("conflict", refusal, { reason: "transition_refused" });

    const overridden = input.status === "approved" ? await protectedConflict(tx, deal) : undefined;
    if (overridden && !input.overrideProtection) {
      throw new AppError(
        "conflict",
        "Another partner's approved deal protects this customer. Approve with the override to register this one anyway.",
        { reason: "protected_customer" },
      );
    }

    const now = new Date();
    const reviewing = input.status === "approved" || input.status === "in_review";
    await tx
      .update(partnerDeals)
      .set({
        status: input.status,
        ...(reviewing ? { reviewedAt: now } : {}),
        ...(input.status === "approved" ? { approvedAt: now } : {}),
        ...(input.status === "closed_won" || input.status === "closed_lost" ? { closedAt: now } : {}),
      })
      .where(eq(partnerDeals.id, deal.id));

    const audit: AuditEntry[] = [
      {
        partnerId: deal.partnerId,
        actorUserId: caller.user.id,
        action: "deal_status_changed",
        subject: { type: "deal", id: deal.id, label: deal.companyName },
        details: {
          deal_id: deal.id,
          company_name: deal.companyName,
          from: deal.status,
          to: input.status,
          ...(overridden ? { overrode_protection_of_deal: overridden.id } : {}),
        },
      },
    ];
    const followers = partnerAdminsAnd(deal.partnerId, deal.submittedBy);
    const actorUserId = caller.user.id;
    await notify(
      tx,
      followers,
      dealStatusChangedNotice({ id: deal.id, customer: deal.companyName, status: input.status, actorUserId }),
    );
    await emitWebhookEvent(tx, {
      type: "deal.status_changed",
      partnerId: deal.partnerId,
      data: { deal: await getDeal(tx, wholePartner(deal.partnerId), deal.id), previousStatus: deal.status },
    });
    let commissionAmount: string | undefined;
    if (input.status === "closed_won") {
      await customerFromWonDeal(tx, deal, actorUserId);
      const payout = await createPayout(tx, deal);
      commissionAmount = payout.amount;
      await notify(
        tx,
        followers,
        payoutCreatedNotice({
          id: payout.id,
          amount: payout.amount,
          customer: deal.companyName,
          actorUserId,
        }),
      );
      audit.push({
        partnerId: deal.partnerId,
        actorUserId: caller.user.id,
        action: "payout_created",
        subject: { type: "payout", id: payout.id, label: deal.companyName },
        details: { payout_id: payout.id, deal_id: deal.id, commission_amount: payout.amount },
      });
    }
    await recordAudit(tx, ...audit);
    if (input.status === "approved" || input.status === "closed_won" || input.status === "closed_lost") {
      await queueDealStatusMail(tx, deps.config, { ...deal, status: input.status, commissionAmount });
    }
    return {
      deal: await getDeal(tx, ALL_PARTNERS, deal.id),
      ...(commissionAmount ? { commissionAmount } : {}),
    };
  });
}
