import type { NotificationDraft } from "#server/platform/notifications";
import type { PartnerStatus } from "#shared/enums";

// What administrators are told of partners (docs/product/notifications.md#what-people-are-told).

/**
 * The notice of a status change administrators are told of: suspending, and activating a suspended partner
 * again. Any other change tells nobody.
 */
export function partnerStatusNotice(
  partner: { id: string; companyName: string },
  change: { from: PartnerStatus; to: PartnerStatus },
  actorUserId: string,
): NotificationDraft | undefined {
  const about = { subjectId: partner.id, actorUserId };
  if (change.to === "suspended") {
    return { ...about, kind: "partner_suspended", message: `${partner.companyName} was suspended.` };
  }
  if (change.from === "suspended" && change.to === "active") {
    return { ...about, kind: "partner_reactivated", message: `${partner.companyName} was reactivated.` };
  }
  return undefined;
}
