import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { evaluatePartnerTier } from "#server/features/programme/evaluate-partner-tier";
import { loadProgrammeSettings } from "#server/features/programme/programme-settings";
import { AppError } from "#server/platform/app-error";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import { type ProgrammeSettings, registrationTerms } from "#shared/contracts/programme-settings";
import { addDays } from "#shared/days";
import type { ReviewDealStatus } from "#shared/deal-transitions";
import { formatDate } from "#shared/format";
import { closeWonEffects, type WonDeal } from "./close-won-effects";
import {
  coSoldPartner,
  lockDealPair,
  PAIRED_MEANWHILE,
  type ProtectionOutcome,
  pairDeals,
  protectionOutcome,
  splitWonValue,
} from "./co-sell";
import { queueDealStatusMail } from "./deal-status-mail";
import { refusedTransition } from "./deal-transitions";
import { getDeal, NO_SUCH_DEAL } from "./get-deal";
import { recordDealMove } from "./record-deal-move";

/** Every review but marking in review is mailed to the partner. */
const mailed = (status: ReviewDealStatus): status is Exclude<ReviewDealStatus, "in_review"> =>
  status !== "in_review";

/** The deal as a move reads it, locked. */
async function lockedDeal(tx: Pick<Db, "select">, id: string) {
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
      pairedWith: partnerDeals.coSellDealId,
      coSellShare: partnerDeals.coSellShare,
    })
    .from(partnerDeals)
    .where(eq(partnerDeals.id, id))
    .for("update");
  return deal;
}

type ChangeInput = {
  id: string;
  status: ReviewDealStatus;
  overrideProtection?: boolean;
  coSellShare?: number;
  note?: string;
};

/**
 * A reviewer moves a deal along its lifecycle (deal-transitions.ts), with the row locked so racing requests
 * take effect once. Approving over another partner's protected deal for the same customer follows the conflict
 * policy (co-sell.ts): the override, which the audit entry records, or under co-selling a commission split that
 * pairs the two deals. Approving gives the deal the programme's terms in force
 * (docs/product/programme.md#registrations): its protection and its expiry are stamped from now. Returning it
 * asks the partner the note's question. Any review ends the review deadline's clock and a pending request for
 * more time. Closing a co-sold deal closes its pair with it at the same value. A deal closed won makes or joins
 * its customer and its one commission payout (close-won-effects.ts), then each partner's tier is evaluated. The
 * partner's admins and the member who submitted the deal are told, and mailed when it is approved, returned,
 * won or lost.
 */
export async function changeDealStatus(deps: { db: Db; config: Config }, caller: Caller, input: ChangeInput) {
  return deps.db.transaction(async (tx) => {
    const lockedPair = await lockDealPair(tx, input.id);
    const deal = await lockedDeal(tx, input.id);
    if (!deal) throw new AppError("not_found", NO_SUCH_DEAL);
    if (deal.pairedWith !== lockedPair) {
      throw new AppError("conflict", PAIRED_MEANWHILE, { reason: "transition_refused" });
    }
    const refusal = refusedTransition(deal.status, input.status);
    if (refusal) throw new AppError("conflict", refusal, { reason: "transition_refused" });

    const now = new Date();
    const settings = await loadProgrammeSettings(tx);
    const protection: ProtectionOutcome =
      input.status === "approved"
        ? await protectionOutcome(tx, deal, settings.conflictPolicy, input)
        : { kind: "free" };
    const approval = input.status === "approved" ? approvalTerms(settings, now) : undefined;
    const closes = input.status === "closed_won" || input.status === "closed_lost";
    const pairId = closes ? await coSoldPartner(tx, deal) : undefined;
    await tx
      .update(partnerDeals)
      .set({
        status: input.status,
        reviewDueAt: null,
        extensionRequestedAt: null,
        extensionReason: null,
        ...(input.status === "approved" || input.status === "in_review" ? { reviewedAt: now } : {}),
        ...(approval ? { approvedAt: now, ...approval } : {}),
        ...(closes ? { closedAt: now } : {}),
      })
      .where(eq(partnerDeals.id, deal.id));
    if (protection.kind === "co_sell") {
      await pairDeals(tx, deal.id, protection.protectedDealId, protection.share, caller.user.id);
    }

    const actorUserId = caller.user.id;
    await recordDealMove(tx, {
      deal,
      from: deal.status,
      to: input.status,
      actorUserId,
      note: input.note,
      ...(protection.kind === "override" ? { overrodeProtectionOf: protection.protectedDealId } : {}),
      ...(protection.kind === "co_sell"
        ? { coSoldWith: { dealId: protection.protectedDealId, share: protection.share } }
        : {}),
    });
    const closing: WonDeal[] = [{ ...deal, coSellShare: pairId ? deal.coSellShare : null }];
    if (pairId && (input.status === "closed_won" || input.status === "closed_lost")) {
      const split =
        input.status === "closed_won" ? await splitWonValue(tx, deal.id, pairId, deal.dealValue) : undefined;
      if (split) closing[0] = { ...deal, dealValue: split.closed };
      closing.push(await closePair(tx, pairId, input.status, now, actorUserId, split?.pair));
    }

    const payouts = new Map<string, string>();
    if (input.status === "closed_won") {
      for (const won of closing) {
        payouts.set(won.id, (await closeWonEffects(tx, won, actorUserId, deal.dealValue)).amount);
      }
      // After the payouts, which keep the rate of their close: a promotion this win earns pays from the next one.
      const partnerIds = [...new Set(closing.map((won) => won.partnerId))].sort();
      for (const partnerId of partnerIds) await evaluatePartnerTier(tx, deps.config, partnerId, now);
    }
    if (mailed(input.status)) {
      for (const moved of closing) {
        await queueDealStatusMail(
          tx,
          deps.config,
          { ...moved, status: input.status },
          {
            commissionAmount: payouts.get(moved.id),
            question: moved.id === deal.id ? input.note : undefined,
            protectedUntil: approval?.protectionEndsAt ? formatDate(approval.protectionEndsAt) : undefined,
          },
        );
      }
    }
    const commissionAmount = payouts.get(deal.id);
    return {
      deal: await getDeal(tx, ALL_PARTNERS, deal.id),
      ...(commissionAmount ? { commissionAmount } : {}),
    };
  });
}

/**
 * Closes the deal co-sold with the one a reviewer closed (won, at its share of the value split off already), and
 * records the move in its history without naming the other partner.
 */
async function closePair(
  tx: Pick<Db, "select" | "insert" | "update" | "execute">,
  pairId: string,
  status: "closed_won" | "closed_lost",
  now: Date,
  actorUserId: string,
  wonShare: string | undefined,
): Promise<WonDeal> {
  const pair = await lockedDeal(tx, pairId);
  if (!pair) throw new Error("the co-sold deal is missing");
  await tx
    .update(partnerDeals)
    .set({
      status,
      closedAt: now,
      extensionRequestedAt: null,
      extensionReason: null,
    })
    .where(eq(partnerDeals.id, pair.id));
  await recordDealMove(tx, {
    deal: pair,
    from: pair.status,
    to: status,
    actorUserId,
    note: "Closed with the deal it was co-sold with.",
  });
  return wonShare === undefined ? pair : { ...pair, dealValue: wonShare };
}

/** What approving stamps: the programme's terms in force, and the protection and expiry they give from `now`. */
function approvalTerms(settings: ProgrammeSettings, now: Date) {
  const terms = registrationTerms(settings);
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
