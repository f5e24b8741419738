import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { RowScope } from "#server/platform/partner-scope";
import { withdrawable } from "#shared/deal-transitions";
import { DEAL_STATUS_LABELS } from "#shared/labels";
import { getDeal } from "./get-deal";
import { lockDeal } from "./lock-deal";
import { recordDealMove } from "./record-deal-move";

/**
 * The partner withdraws a deal it no longer pursues, before it closes (docs/product/programme.md#withdrawn):
 * the deal is final, frees its customer at once, and its reason is in the history. A sales rep withdraws only
 * their own deals (the scope); a partner admin any of the partner's.
 */
export async function withdrawDeal(
  db: Db,
  caller: Caller,
  scope: RowScope,
  input: { id: string; reason: string },
) {
  return db.transaction(async (tx) => {
    const deal = await lockDeal(tx, scope, input.id);
    if (!withdrawable(deal.status)) {
      throw new AppError(
        "conflict",
        `This deal is ${DEAL_STATUS_LABELS[deal.status].toLowerCase()} and can no longer be withdrawn.`,
        { reason: "transition_refused" },
      );
    }
    await tx
      .update(partnerDeals)
      .set({
        status: "withdrawn",
        reviewDueAt: null,
        extensionRequestedAt: null,
        extensionReason: null,
        // It leaves a co-selling pair; the other deal learns it at its own next move (co-sell.ts).
        coSellDealId: null,
        coSellShare: null,
      })
      .where(eq(partnerDeals.id, deal.id));
    await recordDealMove(tx, {
      deal,
      from: deal.status,
      to: "withdrawn",
      actorUserId: caller.user.id,
      note: input.reason,
    });
    return { deal: await getDeal(tx, scope, deal.id) };
  });
}
