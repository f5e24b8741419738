import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { findPartnerUser, hasPassword } from "#server/auth/partner-users";
import type { Db } from "#server/db/client";
import {
  commissionPayouts,
  partnerApplications,
  partnerAuditLogs,
  partnerDeals,
  partners,
  user,
} from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { wholePartner } from "#server/platform/partner-scope";
import { commissionSummary } from "../payouts/commission-summary";
import { NO_SUCH_PARTNER } from "./get-partner-row";
import { partnerAdminColumns } from "./partner-admin-columns";
import { partnerMemberCertifications } from "./partner-member-certifications";

const RECENT = 10;
const AUDIT_ENTRIES = 50;

/**
 * Everything an administrator needs to answer a partner's question: its terms, its latest application, its
 * newest deals and payouts, its commission, its members with what each completed, and its newest audit entries
 * with who made them.
 */
export async function getPartnerDetail(db: Db, id: string) {
  const approver = alias(user, "approver");
  const [found] = await db
    .select({
      ...partnerAdminColumns,
      annualRevenue: partners.annualRevenue,
      rejectionReason: partners.rejectionReason,
      createdAt: partners.createdAt,
      updatedAt: partners.updatedAt,
      approverId: approver.id,
      approverName: approver.name,
      approverEmail: approver.email,
    })
    .from(partners)
    .leftJoin(approver, eq(approver.id, partners.approvedBy))
    .where(eq(partners.id, id))
    .limit(1);
  if (!found) throw new AppError("not_found", NO_SUCH_PARTNER);
  const { approverId, approverName, approverEmail, ...partner } = found;

  const [application, recentDeals, recentPayouts, auditEntries, commission, contactHasPassword, team] =
    await Promise.all([
      db
        .select({
          id: partnerApplications.id,
          status: partnerApplications.status,
          submittedAt: partnerApplications.submittedAt,
          reviewedAt: partnerApplications.reviewedAt,
          reviewerNotes: partnerApplications.reviewerNotes,
        })
        .from(partnerApplications)
        .where(eq(partnerApplications.partnerId, id))
        .orderBy(desc(partnerApplications.submittedAt))
        .limit(1),
      db
        .select({
          id: partnerDeals.id,
          companyName: partnerDeals.companyName,
          dealValue: partnerDeals.dealValue,
          status: partnerDeals.status,
          submittedAt: partnerDeals.submittedAt,
        })
        .from(partnerDeals)
        .where(eq(partnerDeals.partnerId, id))
        .orderBy(desc(partnerDeals.submittedAt), desc(partnerDeals.id))
        .limit(RECENT),
      db
        .select({
          id: commissionPayouts.id,
          dealId: commissionPayouts.dealId,
          commissionAmount: commissionPayouts.commissionAmount,
          commissionRate: commissionPayouts.commissionRate,
          commissionShare: commissionPayouts.commissionShare,
          status: commissionPayouts.status,
          createdAt: commissionPayouts.createdAt,
          paidAt: commissionPayouts.paidAt,
        })
        .from(commissionPayouts)
        .where(eq(commissionPayouts.partnerId, id))
        .orderBy(desc(commissionPayouts.createdAt), desc(commissionPayouts.id))
        .limit(RECENT),
      db
        .select({
          id: partnerAuditLogs.id,
          action: partnerAuditLogs.action,
          details: partnerAuditLogs.details,
          createdAt: partnerAuditLogs.createdAt,
          actorId: user.id,
          actorName: user.name,
          actorEmail: user.email,
        })
        .from(partnerAuditLogs)
        .leftJoin(user, eq(user.id, partnerAuditLogs.actorUserId))
        .where(eq(partnerAuditLogs.partnerId, id))
        .orderBy(desc(partnerAuditLogs.createdAt), desc(partnerAuditLogs.id))
        .limit(AUDIT_ENTRIES),
      commissionSummary(db, wholePartner(id)),
      // The contact's partner account has a password: it can sign in.
      findPartnerUser(db, partner.contactEmail).then((contact) =>
        contact ? hasPassword(db, contact.id) : false,
      ),
      partnerMemberCertifications(db, id),
    ]);

  return {
    partner: {
      ...partner,
      approvedBy: approverId
        ? { id: approverId, name: approverName ?? "", email: approverEmail ?? "" }
        : null,
      hasPassword: contactHasPassword,
      pendingCommission: commission.pending,
      paidCommission: commission.paid,
    },
    application: application[0] ?? null,
    ...team,
    recentDeals,
    recentPayouts,
    auditEntries: auditEntries.map(({ actorId, actorName, actorEmail, ...entry }) => ({
      ...entry,
      actor: actorId ? { id: actorId, name: actorName ?? "", email: actorEmail ?? "" } : null,
    })),
  };
}
