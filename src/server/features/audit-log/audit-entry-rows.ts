import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerAuditLogs, partners, profiles, user } from "#server/db/schema/index";
import type { AuditEntryItem } from "#shared/contracts/audit-log";

/** The trail's order, newest first, the id settling ties: the order of its created_at index. */
export const AUDIT_LIST_ORDER = [desc(partnerAuditLogs.createdAt), desc(partnerAuditLogs.id)];

/** The entries with these ids, newest first, with their actor's and partner's names. */
export async function readAuditEntries(db: Db, ids: string[]): Promise<AuditEntryItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: partnerAuditLogs.id,
      createdAt: partnerAuditLogs.createdAt,
      action: partnerAuditLogs.action,
      details: partnerAuditLogs.details,
      subjectType: partnerAuditLogs.subjectType,
      subjectId: partnerAuditLogs.subjectId,
      subjectLabel: partnerAuditLogs.subjectLabel,
      actorId: user.id,
      actorEmail: user.email,
      actorName: profiles.fullName,
      partnerId: partners.id,
      partnerName: partners.companyName,
    })
    .from(partnerAuditLogs)
    .leftJoin(user, eq(user.id, partnerAuditLogs.actorUserId))
    .leftJoin(profiles, eq(profiles.userId, partnerAuditLogs.actorUserId))
    .leftJoin(partners, eq(partners.id, partnerAuditLogs.partnerId))
    .where(inArray(partnerAuditLogs.id, ids))
    .orderBy(...AUDIT_LIST_ORDER);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    action: row.action,
    details: row.details,
    actor:
      row.actorId && row.actorEmail
        ? { id: row.actorId, email: row.actorEmail, name: row.actorName || row.actorEmail }
        : null,
    subject:
      row.subjectType && row.subjectId
        ? { type: row.subjectType, id: row.subjectId, label: row.subjectLabel ?? row.subjectId }
        : null,
    partner: row.partnerId && row.partnerName ? { id: row.partnerId, companyName: row.partnerName } : null,
  }));
}
