import { and, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { partnerAuditLogs, partners, profiles, user } from "#server/db/schema/index";
import type { AuditSubjectType } from "#shared/audit";
import type { AuditEntryItem } from "#shared/contracts/audit-log";

export interface AuditFilters {
  action?: string;
  actorId?: string;
  subjectType?: AuditSubjectType;
  subjectId?: string;
  from?: Date;
  to?: Date;
}

const LIST_ORDER = [desc(partnerAuditLogs.createdAt), desc(partnerAuditLogs.id)];

/**
 * One page of the audit trail, newest first, with each filter served by its own index in list order (action,
 * actor, subject, time). The total is exact up to a cap (or to the end of the next page, if further), as in
 * every long list (capped-total.ts), so deep counts never walk a million entries.
 */
export async function listAuditEntries(db: Db, input: AuditFilters & { page: number; pageSize: number }) {
  const where = and(
    input.action ? eq(partnerAuditLogs.action, input.action) : undefined,
    input.actorId ? eq(partnerAuditLogs.actorUserId, input.actorId) : undefined,
    input.subjectType ? eq(partnerAuditLogs.subjectType, input.subjectType) : undefined,
    input.subjectId ? eq(partnerAuditLogs.subjectId, input.subjectId) : undefined,
    input.from ? gte(partnerAuditLogs.createdAt, input.from) : undefined,
    input.to ? lte(partnerAuditLogs.createdAt, input.to) : undefined,
  );
  const [pageIds, counted] = await Promise.all([
    db
      .select({ id: partnerAuditLogs.id })
      .from(partnerAuditLogs)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    cappedTotal(db, partnerAuditLogs, where, countUpTo(input)),
  ]);
  return {
    items: await readAuditEntries(
      db,
      pageIds.map((row) => row.id),
    ),
    ...counted,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The entries with these ids, newest first, with their actor's and partner's names. */
async function readAuditEntries(db: Db, ids: string[]): Promise<AuditEntryItem[]> {
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
    .orderBy(...LIST_ORDER);
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
