import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { customerKey } from "#server/db/customer-key";
import { customers, partnerDeals } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { attachPartnerIfNone } from "./customer-rows";
import { createOnboardingSteps, dayNextYear, utcDay } from "./onboarding-steps";
import { recomputeHealth } from "./recompute-health";

export interface WonDeal {
  id: string;
  partnerId: string;
  companyName: string;
  contactPerson: string;
  dealValue: string;
  /** The duplicate-deal rule's key; computed from the company name when the deal has none. */
  customerKey: string | null;
}

type Tx = Pick<Db, "insert" | "select" | "update" | "execute">;

/**
 * The customer of a deal closed won, in the deal's transaction (docs/product/customer-success.md#customers): the
 * one with the deal's normalised customer key, or a new one made from the deal (its company, contact, partner and
 * value, starting today and renewing in a year, with its onboarding checklist). The insert yields to a customer of
 * the same key, even one a concurrent close is making, so racing closes make one customer and link to it. An
 * existing customer keeps its data; without a partner it takes the deal's. The deal is linked either way.
 */
export async function customerFromWonDeal(
  tx: Tx,
  deal: WonDeal,
  actorUserId: string | null,
): Promise<{ customerId: string; created: boolean }> {
  const key = deal.customerKey ?? customerKey(deal.companyName);
  const startDate = utcDay(new Date());
  const [inserted] = await tx
    .insert(customers)
    .values({
      name: deal.companyName,
      customerKey: key,
      contactName: deal.contactPerson,
      partnerId: deal.partnerId,
      source: "won_deal",
      contractValue: deal.dealValue,
      startDate,
      renewalDate: dayNextYear(startDate),
    })
    .onConflictDoNothing({ target: customers.customerKey })
    .returning({ id: customers.id });

  let customerId: string;
  if (inserted) {
    customerId = inserted.id;
    await createOnboardingSteps(tx, customerId, startDate);
    await recordAudit(tx, {
      partnerId: deal.partnerId,
      actorUserId,
      action: "customer_created",
      subject: { type: "customer", id: customerId, label: deal.companyName },
      details: { customer_id: customerId, name: deal.companyName, source: "won_deal", deal_id: deal.id },
    });
    await recomputeHealth(tx, [customerId]);
  } else {
    const [existing] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerKey, key));
    if (!existing) throw new Error("the customer the insert yielded to is missing");
    customerId = existing.id;
    await attachPartnerIfNone(tx, customerId, deal.partnerId);
  }
  await tx.update(partnerDeals).set({ customerId }).where(eq(partnerDeals.id, deal.id));
  return { customerId, created: Boolean(inserted) };
}
