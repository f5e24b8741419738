import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { reportSchedules, savedReports } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { databaseTime } from "#server/platform/database-clock";
import type { ReportScheduleItem, setReportScheduleInput } from "#shared/contracts/report-schedules";
import { lockEditableReport } from "./editable-report";
import { domainOf, readRecipientDomains } from "./recipient-domains";
import { isTimeZone, nextOccurrence, ruleOf } from "./schedule-recurrence";
import { mayScheduleReport, selectSchedules, staffPeople, toScheduleItems } from "./schedule-rows";

const refuse = (field: string, message: string) => new AppError("bad_request", message, { field });

/**
 * Sets a report's schedule, replacing any it had (docs/product/business-intelligence.md#scheduled-deliveries):
 * schedule_reports on a report the caller may change; recipients are staff of the portal or addresses in the
 * allowed domains. The next delivery is computed now, from the database's clock.
 */
export async function setReportSchedule(
  db: Db,
  caller: Caller,
  input: z.output<typeof setReportScheduleInput>,
): Promise<ReportScheduleItem> {
  const ruled = ruleOf(input.preset, input.customRule);
  if ("problem" in ruled) throw refuse("customRule", ruled.problem);
  if (!isTimeZone(input.timeZone))
    throw refuse("timeZone", `"${input.timeZone}" is not a time zone. Choose one from the list.`);
  const addresses = [...new Set(input.recipientAddresses)];
  const userIds = [...new Set(input.recipientUserIds)];

  return db.transaction(async (tx) => {
    const report = await lockEditableReport(tx, caller, input.reportId);
    if (!mayScheduleReport(caller, report)) {
      throw new AppError("forbidden", "Scheduling a report needs the schedule_reports permission.");
    }
    const people = await staffPeople(tx, userIds);
    const unknown = userIds.find((id) => !people.some((person) => person.id === id));
    if (unknown)
      throw refuse(
        "recipientUserIds",
        "A recipient is not a member of staff of this portal. Choose people from the list.",
      );
    const { domains } = await readRecipientDomains(tx);
    const outside = addresses.find((address) => !domains.includes(domainOf(address)));
    if (outside) {
      throw refuse(
        "recipientAddresses",
        domains.length === 0
          ? `${outside} cannot receive reports: no e-mail domain is allowed yet. An administrator allows domains under Scheduled Reports.`
          : `${outside} cannot receive reports: only addresses at ${domains.join(", ")} can.`,
      );
    }
    const now = await databaseTime(tx);
    const [existing] = await tx
      .select({ createdAt: reportSchedules.createdAt })
      .from(reportSchedules)
      .where(eq(reportSchedules.reportId, report.id));
    const recurrence = {
      rule: ruled.rule,
      timeOfDay: input.timeOfDay,
      timeZone: input.timeZone,
      anchor: existing?.createdAt ?? now,
    };
    const nextRunAt = nextOccurrence(recurrence, now);
    if (!nextRunAt)
      throw refuse("customRule", "That rule has no date ahead. Change its COUNT, UNTIL or days.");

    const values = {
      preset: input.preset,
      rule: ruled.rule,
      timeOfDay: input.timeOfDay,
      timeZone: input.timeZone,
      recipientUserIds: userIds,
      recipientAddresses: addresses,
      nextRunAt,
      dueAt: null,
      failedAttempts: 0,
      updatedBy: caller.user.id,
    };
    await tx
      .insert(reportSchedules)
      .values({ reportId: report.id, ...values })
      .onConflictDoUpdate({ target: reportSchedules.reportId, set: values });
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "report_scheduled",
      subject: { type: "report", id: report.id, label: report.name },
      details: {
        report_id: report.id,
        name: report.name,
        rule: ruled.rule,
        time_of_day: input.timeOfDay,
        time_zone: input.timeZone,
        people: userIds.length,
        addresses,
      },
    });
    const rows = await selectSchedules(tx).where(eq(savedReports.id, report.id));
    const [item] = await toScheduleItems(tx, caller, rows);
    if (!item) throw new Error("the schedule just written is missing");
    return item;
  });
}
