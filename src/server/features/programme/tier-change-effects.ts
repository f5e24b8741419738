import { asc, eq, sql } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { partnerMembers, user } from "#server/db/schema/index";
import { recordAudit } from "#server/platform/audit";
import { enqueueEmail } from "#server/platform/email/outbox";
import { tierChangeEmail } from "#server/platform/email/templates/tier-change";
import { notify, partnerMembersOf } from "#server/platform/notifications";
import { emitWebhookEvent } from "#server/platform/webhooks/events";
import { formatDate } from "#shared/format";
import type { TierEvent } from "#shared/tier-rules";
import type { TierNames } from "./tier-rules-store";

/** The partner a tier event is about, as its effects name it. */
export interface TieredPartner {
  id: string;
  companyName: string;
}

const tierNotice = (partner: TieredPartner, event: TierEvent, rate: string, names: TierNames) => {
  const from = names[event.from];
  const to = names[event.to];
  if (event.kind === "warned") {
    return {
      kind: "tier_demotion_warning" as const,
      message: `${partner.companyName} no longer meets what ${from} asks: unless it does by ${formatDate(event.dueAt)}, it moves to ${to}.`,
    };
  }
  return {
    kind: "tier_changed" as const,
    message: `${partner.companyName} is now ${to} (was ${from}), earning ${Number(rate)}% commission on deals it closes.`,
  };
};

/**
 * What a tier event writes in its transaction (docs/product/programme.md#tiers): the audit entry (actor null: the
 * programme's rules), every member told, the partner admins mailed, and for a change the `partner.tier_changed`
 * webhook event. `rate` is the partner's commission rate after the event.
 */
export async function recordTierEvent(
  tx: Pick<Db, "select" | "insert" | "execute">,
  config: Config,
  partner: TieredPartner,
  event: TierEvent,
  rate: string,
  tierNames: TierNames,
  actorUserId: string | null = null,
): Promise<void> {
  const subject = { type: "partner" as const, id: partner.id, label: partner.companyName };
  if (event.kind === "warned") {
    await recordAudit(tx, {
      partnerId: partner.id,
      actorUserId,
      action: "partner_tier_warned",
      subject,
      details: {
        company_name: partner.companyName,
        from: event.from,
        to: event.to,
        due_on: event.dueAt.toISOString().slice(0, 10),
      },
    });
  } else {
    await recordAudit(tx, {
      partnerId: partner.id,
      actorUserId,
      action: "partner_tier_changed",
      subject,
      details: {
        company_name: partner.companyName,
        from: event.from,
        to: event.to,
        cause: event.kind,
        commission_rate: rate,
      },
    });
  }
  await notifyTierEvent(tx, config, partner, event, rate, tierNames, actorUserId);
}

/** Every member told, the partner admins mailed and, for a change, the webhook event. */
export async function notifyTierEvent(
  tx: Pick<Db, "select" | "insert" | "execute">,
  config: Config,
  partner: TieredPartner,
  event: TierEvent,
  rate: string,
  tierNames: TierNames,
  actorUserId: string | null,
): Promise<void> {
  await notify(tx, partnerMembersOf(partner.id), {
    ...tierNotice(partner, event, rate, tierNames),
    subjectId: partner.id,
    actorUserId,
  });
  const admins = await tx
    .select({ email: user.email, name: user.name })
    .from(partnerMembers)
    .innerJoin(user, eq(user.id, partnerMembers.userId))
    .where(sql`${partnerMembers.partnerId} = ${partner.id} and ${partnerMembers.role} = 'partner_admin'`)
    .orderBy(asc(user.email));
  for (const admin of admins) {
    await enqueueEmail(
      tx,
      tierChangeEmail({
        to: admin.email,
        name: admin.name,
        partnerName: partner.companyName,
        event,
        tierNames,
        commissionRate: String(Number(rate)),
        dueOn: event.kind === "warned" ? formatDate(event.dueAt) : null,
        dashboardUrl: `${config.publicUrl}/partner/dashboard`,
      }),
    );
  }
  if (event.kind === "warned") return;
  await emitWebhookEvent(tx, {
    type: "partner.tier_changed",
    partnerId: partner.id,
    data: {
      partner: {
        id: partner.id,
        companyName: partner.companyName,
        tier: event.to,
        commissionRate: Number(rate),
      },
      previousTier: event.from,
      cause: event.kind,
    },
  });
}
