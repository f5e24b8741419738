import { count, isNotNull, min, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { reportSchedules, savedReports } from "#server/db/schema/index";
import { openableReports } from "./openable-reports";

/**
 * The reports the caller opens (as the library lists them), how many of them are delivered on a schedule, and
 * the soonest delivery (as Scheduled Reports lists them).
 */
export async function reportFigures(db: Db, caller: Caller) {
  const [[reports], [schedules]] = await Promise.all([
    db.select({ total: count() }).from(savedReports).where(openableReports(caller)),
    db
      .select({ total: count(), soonest: min(reportSchedules.nextRunAt) })
      .from(reportSchedules)
      .innerJoin(savedReports, sql`${savedReports.id} = ${reportSchedules.reportId}`)
      .where(sql`${openableReports(caller)} and ${isNotNull(reportSchedules.nextRunAt)}`),
  ]);
  return {
    savedReports: reports?.total ?? 0,
    scheduledDeliveries: schedules?.total ?? 0,
    nextDeliveryAt: schedules?.soonest ? new Date(schedules.soonest) : null,
  };
}
