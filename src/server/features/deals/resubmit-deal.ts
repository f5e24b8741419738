import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { customerKey } from "#server/db/customer-key";
import { partnerDeals } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { administrators, notify } from "#server/platform/notifications";
import type { RowScope } from "#server/platform/partner-scope";
import type { DealFormValues } from "#shared/contracts/deals";
import { refusedTransition } from "./deal-transitions";
import { getDeal } from "./get-deal";
import { lockDeal } from "./lock-deal";
import { dealResubmittedNotice } from "./notification-messages";
import { recordDealMove } from "./record-deal-move";
import { reviewDeadline } from "./registration-clock";

/**
 * The partner answers a returned deal's question and submits it again (docs/product/programme.md#returned),
 * with its fields as they now stand: the deal is submitted once more, with a new review deadline, its answer in
 * the history, and the reviewers told. The proposal stays as it was.
 */
export async function resubmitDeal(
  db: Db,
  caller: Caller,
  scope: RowScope,
  input: { id: string; answer: string; deal: DealFormValues },
) {
  return db.transaction(async (tx) => {
    const deal = await lockDeal(tx, scope, input.id);
    const refusal = refusedTransition(deal.status, "submitted");
    if (refusal) {
      throw new AppError("conflict", "Only a deal returned with a question can be resubmitted.", {
        reason: "transition_refused",
      });
    }
    const fields = input.deal;
    await tx
      .update(partnerDeals)
      .set({
        status: "submitted",
        companyName: fields.companyName,
        contactPerson: fields.contactPerson,
        dealValue: fields.dealValue,
        expectedCloseDate: fields.expectedCloseDate ?? null,
        description: fields.description ?? null,
        customerKey: customerKey(fields.companyName),
        reviewDueAt: await reviewDeadline(tx, new Date()),
        escalatedAt: null,
      })
      .where(eq(partnerDeals.id, deal.id));
    const moved = { ...deal, companyName: fields.companyName };
    await recordDealMove(tx, {
      deal: moved,
      from: deal.status,
      to: "submitted",
      actorUserId: caller.user.id,
      note: input.answer,
    });
    await notify(
      tx,
      administrators(),
      dealResubmittedNotice({
        id: deal.id,
        partnerName: deal.partnerName,
        customer: fields.companyName,
        actor: { id: caller.user.id, name: caller.user.name },
      }),
    );
    return { deal: await getDeal(tx, scope, deal.id) };
  });
}
