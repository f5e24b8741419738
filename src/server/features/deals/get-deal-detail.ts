import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  commissionPayouts,
  partnerAuditLogs,
  partnerDeals,
  partners,
  profiles,
  user,
} from "#server/db/schema/index";
import { ownRowOrNotFound, ownRows, type RowScope } from "#server/platform/partner-scope";
import type { DealStatus } from "#shared/enums";
import { dealSummaryColumns } from "./deal-columns";
import { NO_SUCH_DEAL } from "./get-deal";

/**
 * When a deal reached the status it has now, by its own stamps, for a deal whose audit trail does not reach
 * that status (one registered before the trail recorded moves); a closed-lost deal keeps no stamp.
 */
function reachedAt(
  status: DealStatus,
  stamps: { reviewedAt: Date | null; approvedAt: Date | null; payoutCreatedAt: Date | null },
) {
  if (status === "approved") return stamps.approvedAt ?? stamps.reviewedAt;
  if (status === "in_review") return stamps.reviewedAt;
  if (status === "closed_won") return stamps.payoutCreatedAt;
  return null;
}

/**
 * One deal in the caller's scope with its proposal's name, its status history (its submission, then each
 * move its audit trail recorded) and its payout. Another partner's deal answers exactly like a missing one.
 */
export async function getDealDetail(db: Db, scope: RowScope, id: string) {
  const [found] = await db
    .select({
      ...dealSummaryColumns(scope),
      proposalName: partnerDeals.documentName,
      approvedAt: partnerDeals.approvedAt,
      registration: {
        terms: partnerDeals.terms,
        protectionEndsAt: partnerDeals.protectionEndsAt,
        expiresAt: partnerDeals.expiresAt,
        extensionsUsed: partnerDeals.extensionsUsed,
        extensionRequestedAt: partnerDeals.extensionRequestedAt,
        extensionReason: partnerDeals.extensionReason,
        reviewDueAt: partnerDeals.reviewDueAt,
        coSellDealId: partnerDeals.coSellDealId,
      },
    })
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(ownRows(scope, partnerDeals, eq(partnerDeals.id, id)))
    .limit(1);
  const { proposalName, approvedAt, registration, ...deal } = ownRowOrNotFound(found, NO_SUCH_DEAL);

  const [moves, [payout], coSell] = await Promise.all([
    db
      .select({
        status: sql<DealStatus>`${partnerAuditLogs.details}->>'to'`,
        changedAt: partnerAuditLogs.createdAt,
        byName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${user.name})`,
        note: sql<string | null>`${partnerAuditLogs.details}->>'note'`,
      })
      .from(partnerAuditLogs)
      .leftJoin(user, eq(user.id, partnerAuditLogs.actorUserId))
      .leftJoin(profiles, eq(profiles.userId, partnerAuditLogs.actorUserId))
      .where(
        and(
          eq(partnerAuditLogs.subjectType, "deal"),
          eq(partnerAuditLogs.subjectId, deal.id),
          eq(partnerAuditLogs.action, "deal_status_changed"),
        ),
      )
      .orderBy(asc(partnerAuditLogs.createdAt), asc(partnerAuditLogs.id)),
    db
      .select({
        id: commissionPayouts.id,
        commissionRate: commissionPayouts.commissionRate,
        commissionShare: commissionPayouts.commissionShare,
        commissionAmount: commissionPayouts.commissionAmount,
        status: commissionPayouts.status,
        createdAt: commissionPayouts.createdAt,
        paidAt: commissionPayouts.paidAt,
        paymentReference: commissionPayouts.paymentReference,
      })
      .from(commissionPayouts)
      .where(eq(commissionPayouts.dealId, deal.id))
      .limit(1),
    coSellOf(db, scope, deal.coSellShare, registration.coSellDealId),
  ]);

  const history: {
    status: DealStatus;
    changedAt: Date | null;
    byName: string | null;
    note: string | null;
  }[] = [
    { status: "submitted", changedAt: deal.submittedAt, byName: deal.submittedByName, note: null },
    ...moves,
  ];
  if (history.at(-1)?.status !== deal.status) {
    history.push({
      status: deal.status,
      changedAt: reachedAt(deal.status, {
        reviewedAt: deal.reviewedAt,
        approvedAt,
        payoutCreatedAt: payout?.createdAt ?? null,
      }),
      byName: null,
      note: null,
    });
  }
  const { extensionRequestedAt, extensionReason, coSellDealId: _, ...terms } = registration;
  return {
    deal,
    proposalName,
    history,
    registration: {
      ...terms,
      extensionRequest:
        extensionRequestedAt && extensionReason
          ? { requestedAt: extensionRequestedAt, reason: extensionReason }
          : null,
      coSell,
    },
    payout: payout ?? null,
  };
}

/**
 * The co-sold deal's side (docs/product/programme.md#co-selling): its partner's share, live only while the other
 * deal names it back (the summary's `coSellShare`), and for staff the other deal and its partner; a partner is not
 * shown who it shares the customer with.
 */
async function coSellOf(
  db: Pick<Db, "select">,
  scope: RowScope,
  share: string | null,
  coSellDealId: string | null,
) {
  if (share === null || coSellDealId === null) return null;
  if (scope.partnerId !== null) return { share, dealId: null, partnerCompanyName: null };
  const [other] = await db
    .select({ partnerCompanyName: partners.companyName })
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(eq(partnerDeals.id, coSellDealId));
  return { share, dealId: coSellDealId, partnerCompanyName: other?.partnerCompanyName ?? null };
}
