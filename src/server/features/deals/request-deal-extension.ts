import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { holdersOf, notify } from "#server/platform/notifications";
import type { RowScope } from "#server/platform/partner-scope";
import { getDeal } from "./get-deal";
import { lockDeal } from "./lock-deal";
import { dealExtensionRequestedNotice } from "./notification-messages";

/** Why an approved deal cannot be given more time, or undefined when a request may be made. */
export function extensionRefusal(deal: {
  status: string;
  expiresAt: Date | null;
  terms: { maxExtensions: number } | null;
  extensionsUsed: number;
}): string | undefined {
  if (deal.status !== "approved") return "Only an approved deal can be given more time.";
  if (!deal.expiresAt || !deal.terms)
    return "This deal was approved without an expiry: it needs no extension.";
  if (deal.extensionsUsed >= deal.terms.maxExtensions) {
    return deal.terms.maxExtensions === 0
      ? "The programme's terms for this deal allow no extension."
      : `This deal has had the ${deal.terms.maxExtensions === 1 ? "extension" : `${deal.terms.maxExtensions} extensions`} its terms allow.`;
  }
  return undefined;
}

/**
 * The partner asks for more time on an approved deal, with a reason (docs/product/programme.md#extensions): one
 * request open at a time, within the extensions its terms allow. Reviewers are told; the audit trail keeps it.
 */
export async function requestDealExtension(
  db: Db,
  caller: Caller,
  scope: RowScope,
  input: { id: string; reason: string },
) {
  return db.transaction(async (tx) => {
    const deal = await lockDeal(tx, scope, input.id);
    const refusal = extensionRefusal(deal);
    if (refusal) throw new AppError("conflict", refusal, { reason: "extension_refused" });
    if (deal.extensionRequestedAt) {
      throw new AppError(
        "conflict",
        "More time was already asked for on this deal; a reviewer will answer.",
        {
          reason: "extension_pending",
        },
      );
    }
    await tx
      .update(partnerDeals)
      .set({ extensionRequestedAt: new Date(), extensionReason: input.reason })
      .where(eq(partnerDeals.id, deal.id));
    await recordAudit(tx, {
      partnerId: deal.partnerId,
      actorUserId: caller.user.id,
      action: "deal_extension_requested",
      subject: { type: "deal", id: deal.id, label: deal.companyName },
      details: { deal_id: deal.id, company_name: deal.companyName, reason: input.reason },
    });
    await notify(
      tx,
      holdersOf("manage_partners"),
      dealExtensionRequestedNotice({
        id: deal.id,
        partnerName: deal.partnerName,
        customer: deal.companyName,
        actor: { id: caller.user.id, name: caller.user.name },
      }),
    );
    return { deal: await getDeal(tx, scope, deal.id) };
  });
}
