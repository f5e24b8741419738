import type { AuditSubjectType } from "#shared/audit";
import type { AuditRecord } from "#shared/audit-details";
import type { Db } from "../db/client";
import { partnerAuditLogs } from "../db/schema";

/** One entry: its action with the details that action stores (`shared/audit-details.ts`), and whom it concerns. */
export type AuditEntry = AuditRecord & {
  partnerId: string | null;
  actorUserId: string | null;
  /** What the entry is about, with its name at the time, which the audit log shows and filters by. */
  subject: { type: AuditSubjectType; id: string; label: string };
};

/** Writes audit entries; pass the transaction of the change they describe, so both commit or neither. */
export async function recordAudit(db: Pick<Db, "insert">, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(partnerAuditLogs).values(
    entries.map((entry) => ({
      partnerId: entry.partnerId,
      actorUserId: entry.actorUserId,
      action: entry.action,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      subjectLabel: entry.subject.label,
      details: entry.details,
    })),
  );
}
