import { z } from "zod";
import { PAYOUT_STATUSES } from "../enums";
import { uuid } from "./ids";
import { momentField } from "./moments";
import { cappedPageOf, pageInput } from "./paging";
import { storableString } from "./text";

export const payoutStatusSchema = z.enum(PAYOUT_STATUSES, { error: "Please choose a payout status." });

/** A commission payout as lists show it, with its deal's customer and its partner's name. */
export const payoutSummary = z.object({
  id: uuid(),
  partnerId: uuid(),
  partnerCompanyName: z.string(),
  dealId: uuid(),
  /** The deal's end customer. */
  customerCompanyName: z.string(),
  /** Decimal strings, two decimals; the rate in percent as it was when the deal was closed won. */
  dealValue: z.string(),
  commissionRate: z.string(),
  /**
   * The partner's percentage of the commission: under 100 when it co-sold the deal with another partner
   * (docs/product/programme.md#co-selling); the amount is the value x the rate x this share.
   */
  commissionShare: z.string(),
  commissionAmount: z.string(),
  status: payoutStatusSchema,
  createdAt: z.date(),
  paidAt: z.date().nullable(),
  paymentReference: z.string().nullable(),
});

export const listPayoutsInput = z.object({
  partnerId: uuid().optional(),
  status: payoutStatusSchema.optional(),
  ...pageInput,
});

export const listPayoutsOutput = cappedPageOf(payoutSummary);

/** A partner's commission, as decimal strings: total = paid + pending. */
export const commissionSummaryOutput = z.object({
  total: z.string(),
  paid: z.string(),
  pending: z.string(),
});

const PAYMENT_REFERENCE_REQUIRED = "Payment reference is required";

/** When the payment was made: a moment, or an ISO date or date-time; not in the future. Now when not given. */
const paidAt = momentField("Payment date must be a date")
  .refine((date) => date.getTime() <= Date.now(), { error: "Payment date cannot be in the future" })
  .optional();

export const markPayoutPaidInput = z.object({
  id: uuid(),
  reference: storableString("Payment reference", PAYMENT_REFERENCE_REQUIRED)
    .trim()
    .min(1, { error: PAYMENT_REFERENCE_REQUIRED })
    .max(200, { error: "Payment reference must be at most 200 characters" }),
  paidAt,
});

export const markPayoutPaidOutput = z.object({ payout: payoutSummary });

/** The unpaid payouts as CSV, optionally of one partner (the list's partner filter). */
export const exportUnpaidPayoutsInput = z.object({ partnerId: uuid().optional() });
