import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";

/** A payout as lists show it, with its deal's customer and its partner's name: queries join both. */
export const payoutSummaryColumns = {
  id: commissionPayouts.id,
  partnerId: commissionPayouts.partnerId,
  partnerCompanyName: partners.companyName,
  dealId: commissionPayouts.dealId,
  customerCompanyName: partnerDeals.companyName,
  dealValue: commissionPayouts.dealValue,
  commissionRate: commissionPayouts.commissionRate,
  commissionShare: commissionPayouts.commissionShare,
  commissionAmount: commissionPayouts.commissionAmount,
  status: commissionPayouts.status,
  createdAt: commissionPayouts.createdAt,
  paidAt: commissionPayouts.paidAt,
  paymentReference: commissionPayouts.paymentReference,
};
