import { and, eq, inArray, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { profiles, reportSchedules, savedReports, user, userRoles } from "#server/db/schema/index";
import { hasAnyPermission } from "#shared/authorization";
import type { ReportScheduleItem } from "#shared/contracts/report-schedules";
import { mayEditReport } from "./report-access";

/** Schedules with their report's name, author and visibility, for the filter a caller passes. */
export function selectSchedules(db: Pick<Db, "select">) {
  return db
    .select({
      schedule: reportSchedules,
      reportName: savedReports.name,
      authorId: savedReports.authorId,
      visibility: savedReports.visibility,
    })
    .from(reportSchedules)
    .innerJoin(savedReports, eq(savedReports.id, reportSchedules.reportId));
}

/** A person's name as the schedules show it: their profile's full name, else their account's name or e-mail. */
export const personName = sql<string>`coalesce(${profiles.fullName}, ${user.name}, ${user.email})`;

/** The portal's people among some user ids: staff (not partners' contacts), with their names and e-mails. */
export async function staffPeople(db: Pick<Db, "select">, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: user.id,
      name: personName,
      email: user.email,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(
      and(
        inArray(user.id, [...ids]),
        sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'partner')`,
      ),
    );
}

/** Whether the caller may set or remove a report's schedule: schedule_reports, on a report they may change. */
export function mayScheduleReport(
  caller: Caller,
  report: { authorId: string | null; visibility: "private" | "shared" },
) {
  return hasAnyPermission(caller.profile, ["schedule_reports"]) && mayEditReport(caller, report);
}

/** Schedules as the Scheduled Reports tab shows them, their recipients named. */
export async function toScheduleItems(
  db: Pick<Db, "select">,
  caller: Caller,
  rows: Awaited<ReturnType<typeof selectSchedules>>,
): Promise<ReportScheduleItem[]> {
  const people = new Map(
    (await staffPeople(db, [...new Set(rows.flatMap((row) => row.schedule.recipientUserIds))])).map(
      (person) => [person.id, person],
    ),
  );
  return rows.map(({ schedule, reportName, authorId, visibility }) => ({
    reportId: schedule.reportId,
    reportName,
    preset: schedule.preset,
    rule: schedule.rule,
    timeOfDay: schedule.timeOfDay,
    timeZone: schedule.timeZone,
    people: schedule.recipientUserIds.flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    }),
    addresses: schedule.recipientAddresses,
    nextRunAt: schedule.nextRunAt,
    lastRunAt: schedule.lastRunAt,
    lastRows: schedule.lastRows,
    lastFailureAt: schedule.lastFailureAt,
    lastFailure: schedule.lastFailure,
    failedAttempts: schedule.failedAttempts,
    canEdit: mayScheduleReport(caller, { authorId, visibility }),
  }));
}
