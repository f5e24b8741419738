import type { Caller } from "#server/auth/session";
import { openReadCursor, type ReadCursor } from "#server/db/read-cursor";
import { loadTierNames } from "#server/features/programme/tier-rules-store";
import { recordAudit } from "#server/platform/audit";
import { csvDate } from "#server/platform/csv";
import { contentDisposition } from "#server/platform/http/content-disposition";
import type { FileResponse } from "#server/platform/http/stored-file-response";
import type { RpcContext } from "#server/rpc/context";
import { cellsOf, compileReport } from "./compile-report";
import { openableReport, readerOf, requireDatasetRows, type SavedReportRow } from "./report-access";
import { reportCsv } from "./report-csv";
import { savedDefinition } from "./saved-definition";

/** Rows read per FETCH: one chunk of the file, a few hundred kilobytes at most. */
export const EXPORT_BATCH_ROWS = 1000;

/** The file's name: the report's name in lower-case words joined by "-", then the day, e.g. "won-deals-2026-11-29.csv". */
export function exportFileName(reportName: string, day: Date): string {
  const slug = reportName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  return `${slug || "report"}-${csvDate(day)}.csv`;
}

/**
 * A saved report's whole result as a CSV file, streamed (decision 0046): the header of its column labels, then
 * its rows, read from a cursor a batch at a time as the client reads, so memory stays flat however many rows
 * it has. A client that goes away ends the cursor's transaction. Once the rows stop, the report_exported
 * entry records how many went out; if that write fails the file is complete all the same and the failure logged.
 */
export async function exportReport(context: RpcContext, caller: Caller, id: string): Promise<FileResponse> {
  const report = await openableReport(context.db, caller, id);
  const definition = savedDefinition(report);
  const compiled = compileReport(definition, requireDatasetRows(readerOf(caller), definition));
  const headers = {
    "content-type": "text/csv;charset=utf-8",
    "content-disposition": contentDisposition("attachment", exportFileName(report.name, new Date())),
    "cache-control": "private, no-store",
  };
  // A HEAD reads nothing: no cursor, no audit entry.
  if (context.headOnly) return { status: 200, headers, body: new Blob([]).stream() };

  const { header, line } = reportCsv(definition.dataset, compiled.columns, await loadTierNames(context.db));
  const encoder = new TextEncoder();
  let cursor: ReadCursor | undefined;
  let rows = 0;
  let ended = false;

  // Ends the cursor's transaction first: on PGlite the audit entry waits for its one connection.
  const end = async () => {
    if (ended) return;
    ended = true;
    await cursor?.close();
    if (cursor) await audit(context, caller, report, rows);
  };

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!cursor) {
            const opened = await openReadCursor(context.db, compiled.rows, EXPORT_BATCH_ROWS);
            // The client went away while it opened: nothing was sent, nothing to audit.
            if (ended) return await opened.close();
            cursor = opened;
            controller.enqueue(encoder.encode(header));
            return;
          }
          const batch = await cursor.next();
          if (ended) return;
          if (batch.length === 0) {
            await end();
            controller.close();
            return;
          }
          rows += batch.length;
          controller.enqueue(
            encoder.encode(batch.map((row) => line(cellsOf(row, compiled.columns.length))).join("")),
          );
        } catch (error) {
          context.logger.error({ err: error, reportId: report.id }, "report export failed");
          await end().catch(() => {});
          controller.error(error);
        }
      },
      // The client went away: release the connection now, not when the transaction would time out.
      cancel: () => end(),
    },
    // Nothing is read before the client asks for it, and one batch at a time.
    { highWaterMark: 0 },
  );
  return { status: 200, headers, body };
}

async function audit(context: RpcContext, caller: Caller, report: SavedReportRow, rows: number) {
  try {
    await recordAudit(context.db, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "report_exported",
      subject: { type: "report", id: report.id, label: report.name },
      details: { report_id: report.id, name: report.name, rows },
    });
  } catch (error) {
    context.logger.error({ err: error, reportId: report.id }, "report export not audited");
  }
}
