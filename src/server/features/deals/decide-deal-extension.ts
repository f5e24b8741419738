import { eq } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { partnerDeals } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { notify, partnerAdminsAnd } from "#server/platform/notifications";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import { addDays } from "#shared/days";
import { formatDate } from "#shared/format";
import { getDeal } from "./get-deal";
import { lockDeal } from "./lock-deal";
import { dealExtensionDecidedNotice } from "./notification-messages";
import { extensionRefusal } from "./request-deal-extension";

/**
 * A reviewer grants or refuses a partner's request for more time (docs/product/programme.md#extensions).
 * Granting moves the expiry (and the protection's end, unless it has passed) on by the extension days of the
 * deal's own terms and lets the reminder go out again before the new expiry; either way the request closes and the audit trail
 * keeps the decision.
 */
export async function decideDealExtension(
  db: Db,
  caller: Caller,
  input: { id: string; grant: boolean; note?: string },
) {
  return db.transaction(async (tx) => {
    const deal = await lockDeal(tx, ALL_PARTNERS, input.id);
    if (!deal.extensionRequestedAt) {
      throw new AppError("conflict", "There is no request for more time on this deal to answer.", {
        reason: "no_extension_request",
      });
    }
    const refusal = input.grant ? extensionRefusal(deal) : undefined;
    if (refusal) throw new AppError("conflict", refusal, { reason: "extension_refused" });
    const terms = deal.terms;
    const expiresAt = terms && deal.expiresAt ? addDays(deal.expiresAt, terms.extensionDays) : null;
    const granted =
      input.grant && terms && expiresAt && deal.protectionEndsAt
        ? {
            expiresAt,
            // Protection that has ended stays ended: another partner's deal may have been approved since.
            protectionEndsAt:
              deal.protectionEndsAt > new Date()
                ? addDays(deal.protectionEndsAt, terms.extensionDays)
                : deal.protectionEndsAt,
            // The reminder goes out again before the new expiry.
            remindAt: addDays(expiresAt, -terms.reminderDays),
            remindedAt: null,
            extensionsUsed: deal.extensionsUsed + 1,
          }
        : undefined;
    await tx
      .update(partnerDeals)
      .set({ extensionRequestedAt: null, extensionReason: null, ...(granted ?? {}) })
      .where(eq(partnerDeals.id, deal.id));
    await recordAudit(tx, {
      partnerId: deal.partnerId,
      actorUserId: caller.user.id,
      action: "deal_extension_decided",
      subject: { type: "deal", id: deal.id, label: deal.companyName },
      details: {
        deal_id: deal.id,
        company_name: deal.companyName,
        granted: input.grant,
        ...(input.note ? { note: input.note } : {}),
        ...(granted ? { expires_at: granted.expiresAt.toISOString() } : {}),
      },
    });
    await notify(
      tx,
      partnerAdminsAnd(deal.partnerId, deal.submittedBy),
      dealExtensionDecidedNotice({
        id: deal.id,
        customer: deal.companyName,
        expiresOn: granted ? formatDate(granted.expiresAt) : null,
        actorUserId: caller.user.id,
      }),
    );
    return { deal: await getDeal(tx, ALL_PARTNERS, deal.id) };
  });
}
