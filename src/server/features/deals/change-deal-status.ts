import { and, eq, ne } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { customerFromWonDeal } from "#server/features/customer-success/customer-from-won-deal";
import { evaluatePartnerTier } from "#server/features/programme/evaluate-partner-tier";
import { loadProgrammeSettings } from "#server/features/programme/programme-settings";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { notify, partnerAdminsAnd } from "#server/platform/notifications";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import { registrationTerms } from "#shared/contracts/programme-settings";
import type { ReviewDealStatus } from "#shared/deal-transitions";
import { formatDate } from "#shared/format";
import { createPayout } from "./create-payout";
import { approvedAndProtected } from "./deal-columns";
import { queueDealStatusMail } from "./deal-status-mail";
import { refusedTransition } from "./deal-transitions";
import { getDeal, NO_SUCH_DEAL } from "./get-deal";
import { payoutCreatedNotice } from "./notification-messages";
import { recordDealMove } from "./record-deal-move";
import { addDays } from "./registration-clock";

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

/** Every review but marking in review is mailed to the partner. */
const mailed = (status: ReviewDealStatus): status is Exclude<ReviewDealStatus, "in_review"> =>
  status !== "in_review";

/**
 * A reviewer moves a deal along its lifecycle (deal-transitions.ts), with the row locked so racing requests
 * take effect once. Approving over another partner's protected deal for the same customer needs the override,
 * which the audit entry records. Approving gives the deal the programme's terms in force
 * (docs/product/programme.md#registrations): its protection and its expiry are stamped from now. Returning it
 * asks the partner the note's question. Any review ends the review deadline's clock and a pending request for
 * more time. Closing a deal won creates its one commission payout in the same transaction (create-payout.ts)
 * and makes or links its customer, then evaluates the partner's tier. The partner's admins and the member who submitted the deal are told, and
 * mailed when it is approved, returned, won or lost.
 */
export async function changeDealStatus(
  deps: { db: Db; config: Config },
  caller: Caller,
  input: { id: string; status: ReviewDealStatus; overrideProtection?: boolean; note?: string },
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
    const approval = input.status === "approved" ? await approvalTerms(tx, now) : undefined;
    await tx
      .update(partnerDeals)
      .set({
        status: input.status,
        reviewDueAt: null,
        extensionRequestedAt: null,
        extensionReason: null,
        ...(input.status === "approved" || input.status === "in_review" ? { reviewedAt: now } : {}),
        ...(approval ? { approvedAt: now, ...approval } : {}),
        ...(input.status === "closed_won" || input.status === "closed_lost" ? { closedAt: now } : {}),
      })
      .where(eq(partnerDeals.id, deal.id));

    const actorUserId = caller.user.id;
    await recordDealMove(tx, {
      deal,
      from: deal.status,
      to: input.status,
      actorUserId,
      note: input.note,
      overrodeProtectionOf: overridden?.id,
    });
    let commissionAmount: string | undefined;
    if (input.status === "closed_won") {
      await customerFromWonDeal(tx, deal, actorUserId);
      const payout = await createPayout(tx, deal);
      commissionAmount = payout.amount;
      await notify(
        tx,
        partnerAdminsAnd(deal.partnerId, deal.submittedBy),
        payoutCreatedNotice({
          id: payout.id,
          amount: payout.amount,
          customer: deal.companyName,
          actorUserId,
        }),
      );
      await recordAudit(tx, {
        partnerId: deal.partnerId,
        actorUserId,
        action: "payout_created",
        subject: { type: "payout", id: payout.id, label: deal.companyName },
        details: { payout_id: payout.id, deal_id: deal.id, commission_amount: payout.amount },
      });
      // After the payout, which keeps the rate of its close: a promotion this win earns pays from the next one.
      await evaluatePartnerTier(tx, deps.config, deal.partnerId, now);
    }
    if (mailed(input.status)) {
      await queueDealStatusMail(
        tx,
        deps.config,
        { ...deal, status: input.status },
        {
          commissionAmount,
          question: input.note,
          protectedUntil: approval?.protectionEndsAt ? formatDate(approval.protectionEndsAt) : undefined,
        },
      );
    }
    return {
      deal: await getDeal(tx, ALL_PARTNERS, deal.id),
      ...(commissionAmount ? { commissionAmount } : {}),
    };
  });
}

/** What approving stamps: the programme's terms in force, and the protection and expiry they give from `now`. */
async function approvalTerms(tx: Pick<Db, "select">, now: Date) {
  const terms = registrationTerms(await loadProgrammeSettings(tx));
  const expiresAt = addDays(now, terms.expiryDays);
  return {
    terms,
    protectionEndsAt: addDays(now, terms.protectionDays),
    expiresAt,
    remindAt: addDays(expiresAt, -terms.reminderDays),
    extensionsUsed: 0,
    remindedAt: null,
  };
}
