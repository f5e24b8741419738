import { eq, getTableColumns } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { profiles, savedReports, user } from "#server/db/schema/index";
import type { ReportItem } from "#shared/contracts/reports";
import { mayEditReport, type SavedReportRow } from "./report-access";

/** A report row with its author's name, as every report procedure answers it. */
export function selectReports(db: Pick<Db, "select">) {
  return db
    .select({
      ...getTableColumns(savedReports),
      authorName: profiles.fullName,
      authorEmail: user.email,
    })
    .from(savedReports)
    .leftJoin(user, eq(user.id, savedReports.authorId))
    .leftJoin(profiles, eq(profiles.userId, savedReports.authorId));
}

type ReportRowWithAuthor = SavedReportRow & { authorName: string | null; authorEmail: string | null };

export function toReportItem(caller: Caller, row: ReportRowWithAuthor): ReportItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    definition: row.definition,
    visibility: row.visibility,
    author: row.authorId ? { id: row.authorId, name: row.authorName || row.authorEmail || "Unknown" } : null,
    canEdit: mayEditReport(caller, row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** One report as the caller sees it in an answer, read inside the transaction that just wrote it. */
export async function reportItemOf(db: Pick<Db, "select">, caller: Caller, id: string): Promise<ReportItem> {
  const [row] = await selectReports(db).where(eq(savedReports.id, id));
  if (!row) throw new Error(`report ${id} vanished inside its own transaction`);
  return toReportItem(caller, row);
}
