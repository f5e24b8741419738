import { z } from "zod";
import { featureRouter } from "#server/rpc/feature-router";
import {
  API_KEYS_ALLOWED,
  partnerOrPermissionProcedure,
  partnerProcedure,
  permissionProcedure,
} from "#server/rpc/procedures";
import {
  commissionSummaryOutput,
  exportUnpaidPayoutsInput,
  listPayoutsInput,
  listPayoutsOutput,
  markPayoutPaidInput,
  markPayoutPaidOutput,
} from "#shared/contracts/payouts";
import { commissionSummary } from "./commission-summary";
import { exportUnpaidPayouts } from "./export-unpaid-payouts";
import { listPayouts } from "./list-payouts";
import { markPayoutPaid } from "./mark-payout-paid";

/** Partner administrators (manage_partners) pay and export commission. */
const treasurer = () => permissionProcedure("manage_partners");

const PAYOUTS_TAG = {
  name: "Payouts",
  description: "Commission earned on won deals, its summary per partner, and payment by finance.",
};

export const payoutsRouter = featureRouter(PAYOUTS_TAG, {
  list: partnerOrPermissionProcedure("manage_partners")
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/payouts",
      summary:
        "Commission payouts, newest first, one page: a partner's own, or every partner's for administrators",
    })
    .input(listPayoutsInput)
    .output(listPayoutsOutput)
    .handler(({ input, context }) => listPayouts(context.db, context.scope, input)),

  summary: partnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/payouts/summary",
      summary: "The signed-in partner's commission to date: total, paid and pending",
    })
    .output(commissionSummaryOutput)
    .handler(({ context }) => commissionSummary(context.db, context.scope)),

  markPaid: treasurer()
    .route({
      method: "POST",
      path: "/payouts/{id}/paid",
      summary: "Record that a pending payout was paid, with the payment's reference",
    })
    .input(markPayoutPaidInput)
    .output(markPayoutPaidOutput)
    .handler(({ input, context }) => markPayoutPaid(context, context.caller, input)),

  exportUnpaid: treasurer()
    .route({
      method: "GET",
      path: "/payouts/unpaid.csv",
      summary: "Download the unpaid payouts as CSV, optionally of one partner",
    })
    .input(exportUnpaidPayoutsInput)
    .output(z.file())
    .handler(({ input, context }) => exportUnpaidPayouts(context.db, input)),
});
