import type { Db } from "#server/db/client";
import { loadCustomerSuccessSettings } from "#server/features/customer-success/customer-success-settings";
import { loadProgrammeSettings } from "#server/features/programme/programme-settings";
import type { BusinessCalendar } from "#shared/contracts/customer-success-settings";
import { addBusinessMinutes } from "#shared/sla-clock";

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** `days` working days of the company's business calendar after `from` (the one the support SLAs count in). */
export function addBusinessDays(calendar: BusinessCalendar, from: Date, days: number): Date {
  const workingDay = minutesOf(calendar.endTime) - minutesOf(calendar.startTime);
  return addBusinessMinutes(calendar, from, days * workingDay);
}

/**
 * When a deal submitted (or resubmitted) at `from` is due for review: the programme's review days, counted in
 * the business calendar (docs/product/programme.md#review-deadline).
 */
export async function reviewDeadline(db: Pick<Db, "select">, from: Date): Promise<Date> {
  const [programme, { calendar }] = await Promise.all([
    loadProgrammeSettings(db),
    loadCustomerSuccessSettings(db),
  ]);
  return addBusinessDays(calendar, from, programme.reviewDays);
}
