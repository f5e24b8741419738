import type { Db } from "#server/db/client";
import { customerOnboardingSteps } from "#server/db/schema/index";
import { DAY_MS } from "#shared/days";
import { ONBOARDING_TEMPLATE } from "#shared/onboarding";

/** A moment's calendar day in UTC as YYYY-MM-DD, the form date columns hold. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The day `days` after an ISO day (YYYY-MM-DD). */
export const dayPlus = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The same calendar day a year later; 29 February becomes 28 February. */
export function dayNextYear(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  // Date.UTC rolls 29 February of a non-leap year into March; step back to the month's last day.
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return utcDay(next);
}

/** A new customer's onboarding checklist from the template, each step due its days after the start date. */
export async function createOnboardingSteps(
  tx: Pick<Db, "insert">,
  customerId: string,
  startDate: string,
): Promise<void> {
  await tx.insert(customerOnboardingSteps).values(
    ONBOARDING_TEMPLATE.map((entry, position) => ({
      customerId,
      step: entry.step,
      position,
      dueDate: dayPlus(startDate, entry.dueAfterDays),
    })),
  );
}
