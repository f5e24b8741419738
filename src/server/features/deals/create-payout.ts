import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partners } from "#server/db/schema/index";
import { emitWebhookEvent } from "#server/platform/webhooks/events";

/**
 * The one commission payout of a deal just closed won, in the caller's transaction: deal value x the partner's
 * rate at this moment, rounded half-up to cents, computed in SQL numeric (money never passes through a
 * JavaScript float). The rate is kept on the payout, so a later change of the partner's rate rewrites nothing;
 * the unique deal_id refuses a second one. Webhooks get `payout.created` with the payout as the payouts API
 * answers it (decision 0030).
 */
export async function createPayout(
  tx: Pick<Db, "select" | "insert">,
  deal: {
    id: string;
    partnerId: string;
    dealValue: string;
    companyName: string;
    coSellShare?: string | null;
  },
): Promise<{ id: string; amount: string }> {
  // A co-sold deal's value is already its partner's share of the won value (co-sell.ts); the share is kept to say so.
  const share = deal.coSellShare ?? "100";
  const [terms] = await tx
    .select({
      rate: partners.commissionRate,
      partnerCompanyName: partners.companyName,
      amount: sql<string>`round(${deal.dealValue}::numeric * ${partners.commissionRate} / 100, 2)::text`,
    })
    .from(partners)
    .where(eq(partners.id, deal.partnerId));
  if (!terms) throw new Error("the deal's partner is missing");
  const [payout] = await tx
    .insert(commissionPayouts)
    .values({
      partnerId: deal.partnerId,
      dealId: deal.id,
      dealValue: deal.dealValue,
      commissionRate: terms.rate,
      commissionShare: share,
      commissionAmount: terms.amount,
    })
    .returning();
  if (!payout) throw new Error("the payout insert returned no row");
  await emitWebhookEvent(tx, {
    type: "payout.created",
    partnerId: deal.partnerId,
    data: {
      payout: {
        id: payout.id,
        partnerId: payout.partnerId,
        partnerCompanyName: terms.partnerCompanyName,
        dealId: payout.dealId,
        customerCompanyName: deal.companyName,
        dealValue: payout.dealValue,
        commissionRate: payout.commissionRate,
        commissionShare: payout.commissionShare,
        commissionAmount: payout.commissionAmount,
        status: payout.status,
        createdAt: payout.createdAt,
        paidAt: payout.paidAt,
        paymentReference: payout.paymentReference,
      },
    },
  });
  return { id: payout.id, amount: payout.commissionAmount };
}
