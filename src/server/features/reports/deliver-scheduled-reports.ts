import { randomUUID } from "node:crypto";
import { formatInTimeZone } from "date-fns-tz";
import { asc, eq, lte, sql } from "drizzle-orm";
import { loadPermissionProfile } from "#server/auth/permission-profile";
import type { Db } from "#server/db/client";
import { profiles, reportSchedules, savedReports, user } from "#server/db/schema/index";
import { loadTierNames } from "#server/features/programme/tier-rules-store";
import { AppError } from "#server/platform/app-error";
import { databaseTime } from "#server/platform/database-clock";
import { enqueueEmail } from "#server/platform/email/outbox";
import { scheduledReportEmail } from "#server/platform/email/templates/scheduled-report";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { cellsOf, compileReport } from "./compile-report";
import { exportFileName } from "./export-report";
import { domainOf, readRecipientDomains } from "./recipient-domains";
import { requireDatasetRows } from "./report-access";
import { reportCsv } from "./report-csv";
import { savedDefinition } from "./saved-definition";
import { nextOccurrence } from "./schedule-recurrence";
import { personName, staffPeople } from "./schedule-rows";

// Scheduled deliveries (docs/product/business-intelligence.md#scheduled-deliveries). Every app server looks for due
// schedules each round; a due one is claimed with FOR UPDATE SKIP LOCKED inside the transaction that runs it,
// stores its CSV, queues its mails and moves its next run, so each occurrence goes out once whichever server
// finds it, and a server that dies mid-run leaves it due for the next.

/** A delivery's CSV is mailed; past this size mail servers refuse it, so the run fails and says why. */
export const DELIVERY_MAX_BYTES = 10 * 1024 * 1024;
/** Tries of one occurrence before it is given up for the next. */
export const DELIVERY_MAX_ATTEMPTS = 5;
const BATCH_ROWS = 1000;
const MINUTE = 60_000;
/** 5 minutes, 15, 45, then every 2 hours, until DELIVERY_MAX_ATTEMPTS. */
const retryDelayMs = (failed: number) => Math.min(5 * MINUTE * 3 ** (failed - 1), 120 * MINUTE);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Why a run could not be delivered, in words for the people who manage its schedule. */
class DeliveryProblem extends Error {}

export interface DeliveryDeps {
  db: Db;
  storage: Pick<FileStorage, "put" | "delete">;
  publicUrl: string;
  logger: Logger;
}

export type DeliveryOutcome = "delivered" | "failed" | "none";

/** Delivers every schedule due now, one at a time, until none is left or `limit` were tried. */
export async function deliverDueReports(deps: DeliveryDeps, options: { limit?: number; now?: Date } = {}) {
  const tally = { delivered: 0, failed: 0 };
  for (let tried = 0; tried < (options.limit ?? 20); tried++) {
    const outcome = await deliverNextDue(deps, options.now);
    if (outcome === "none") break;
    tally[outcome] += 1;
  }
  return tally;
}

/** Claims the soonest due schedule this server can lock and delivers it, or records why not. */
export async function deliverNextDue(deps: DeliveryDeps, at?: Date): Promise<DeliveryOutcome> {
  const stored: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const now = at ?? (await databaseTime(tx));
      const [due] = await tx
        .select({ schedule: reportSchedules, report: savedReports })
        .from(reportSchedules)
        .innerJoin(savedReports, eq(savedReports.id, reportSchedules.reportId))
        .where(lte(reportSchedules.nextRunAt, now))
        .orderBy(asc(reportSchedules.nextRunAt))
        .limit(1)
        .for("update", { of: reportSchedules, skipLocked: true });
      if (!due) return "none";
      try {
        // A savepoint: a failed run rolls back to here and its failure is recorded in the same claim.
        await tx.transaction((run) => deliver(deps, run, due, now, stored));
        return "delivered";
      } catch (error) {
        await removeStored(deps, stored);
        const reason =
          error instanceof DeliveryProblem || error instanceof AppError ? error.message : undefined;
        if (!reason) deps.logger.error({ err: error, reportId: due.report.id }, "scheduled report failed");
        await recordFailure(
          tx,
          due.schedule,
          now,
          reason ?? "The report could not be run. It will be tried again.",
        );
        return "failed";
      }
    });
  } catch (error) {
    await removeStored(deps, stored);
    throw error;
  }
}

async function removeStored(deps: DeliveryDeps, keys: string[]) {
  await Promise.all(
    keys.splice(0).map((key) => deps.storage.delete("report-deliveries", key).catch(() => {})),
  );
}

type Due = { schedule: typeof reportSchedules.$inferSelect; report: typeof savedReports.$inferSelect };

async function deliver(deps: DeliveryDeps, tx: Tx, due: Due, now: Date, stored: string[]) {
  const { schedule, report } = due;
  if (!report.authorId)
    throw new DeliveryProblem(
      "Its author's account no longer exists, so it cannot run as they would see it.",
    );
  const [author] = await tx
    .select({ name: personName })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, report.authorId));
  if (!author)
    throw new DeliveryProblem(
      "Its author's account no longer exists, so it cannot run as they would see it.",
    );
  const definition = savedDefinition(report);
  const profile = await loadPermissionProfile(tx, report.authorId);
  const compiled = compileReport(
    definition,
    requireDatasetRows({ userId: report.authorId, profile }, definition),
  );

  const people = await staffPeople(tx, schedule.recipientUserIds);
  const { domains } = await readRecipientDomains(tx);
  const addresses = schedule.recipientAddresses.filter((address) => domains.includes(domainOf(address)));
  const recipients = [...new Set([...people.map((person) => person.email.toLowerCase()), ...addresses])];
  if (recipients.length === 0) {
    throw new DeliveryProblem(
      "None of its recipients can receive it any more: choose people of the portal or addresses in the allowed domains.",
    );
  }

  const csv = reportCsv(definition.dataset, compiled.columns, await loadTierNames(tx));
  const parts = [csv.header];
  let bytes = Buffer.byteLength(csv.header);
  let rows = 0;
  await tx.execute(sql`declare delivery_rows no scroll cursor for ${compiled.rows}`);
  for (;;) {
    const batch = (
      (await tx.execute(sql.raw(`fetch ${BATCH_ROWS} from delivery_rows`))) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;
    if (batch.length === 0) break;
    const text = batch.map((row) => csv.line(cellsOf(row, compiled.columns.length))).join("");
    bytes += Buffer.byteLength(text);
    if (bytes > DELIVERY_MAX_BYTES) {
      throw new DeliveryProblem(
        "The report is larger than 10 MB as a CSV file, too large to mail. Narrow it with filters.",
      );
    }
    parts.push(text);
    rows += batch.length;
  }
  await tx.execute(sql`close delivery_rows`);

  const fileName = exportFileName(report.name, now);
  const key = `${report.id}/${now.toISOString().slice(0, 10)}-${randomUUID()}.csv`;
  await deps.storage.put("report-deliveries", key, new Blob(parts, { type: "text/csv;charset=utf-8" }));
  stored.push(key);
  const ranAt = `${formatInTimeZone(now, schedule.timeZone, "EEEE, d MMMM yyyy, HH:mm")} (${schedule.timeZone})`;
  for (const to of recipients) {
    await enqueueEmail(tx, {
      ...scheduledReportEmail({
        to,
        reportName: report.name,
        rows,
        fileName,
        ranAt,
        authorName: author.name,
        reportUrl: `${deps.publicUrl}/business-intelligence/reports/${report.id}`,
      }),
      attachments: [{ bucket: "report-deliveries", key, filename: fileName, contentType: "text/csv" }],
    });
  }
  await tx
    .update(reportSchedules)
    .set({
      lastRunAt: now,
      lastRows: rows,
      failedAttempts: 0,
      dueAt: null,
      // Occurrences missed while no server ran are not made up: the next is the first after now.
      nextRunAt: nextOccurrence(recurrenceOf(schedule), now),
    })
    .where(eq(reportSchedules.reportId, schedule.reportId));
}

const recurrenceOf = (schedule: typeof reportSchedules.$inferSelect) => ({
  rule: schedule.rule,
  timeOfDay: schedule.timeOfDay,
  timeZone: schedule.timeZone,
  anchor: schedule.createdAt,
});

/** A failed try: retried later, until DELIVERY_MAX_ATTEMPTS, then left for the next occurrence. */
async function recordFailure(
  tx: Tx,
  schedule: typeof reportSchedules.$inferSelect,
  now: Date,
  reason: string,
) {
  const failed = schedule.failedAttempts + 1;
  const givenUp = failed >= DELIVERY_MAX_ATTEMPTS;
  const retryAt = new Date(now.getTime() + retryDelayMs(failed));
  const next = nextOccurrence(recurrenceOf(schedule), now);
  await tx
    .update(reportSchedules)
    .set({
      lastFailureAt: now,
      lastFailure: reason,
      failedAttempts: givenUp ? 0 : failed,
      dueAt: givenUp ? null : (schedule.dueAt ?? schedule.nextRunAt),
      // A retry never goes past the next occurrence, which delivers the report anyway.
      nextRunAt: givenUp ? next : next && next < retryAt ? next : retryAt,
    })
    .where(eq(reportSchedules.reportId, schedule.reportId));
}
