import { and, eq, gte, lte } from "drizzle-orm";
import { cappedTotal, countUpTo } from "#server/db/capped-total";
import type { Db } from "#server/db/client";
import { partnerAuditLogs } from "#server/db/schema/index";
import type { AuditSubjectType } from "#shared/audit";
import { AUDIT_LIST_ORDER, readAuditEntries } from "./audit-entry-rows";

export interface AuditFilters {
  action?: string;
  actorId?: string;
  subjectType?: AuditSubjectType;
  subjectId?: string;
  from?: Date;
  to?: Date;
}

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
      .orderBy(...AUDIT_LIST_ORDER)
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
