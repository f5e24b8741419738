import type { Db } from "#server/db/client";
import { reportSchedules, savedReports } from "#server/db/schema/index";
import { type ReportDefinition, reportDefinition } from "#shared/contracts/reports";
import { nextSequence } from "./sequence";

export type TestReport = typeof savedReports.$inferSelect;

/** Customers by status with their count: a definition every staff member may run. */
export const CUSTOMERS_BY_STATUS: ReportDefinition = reportDefinition.parse({
  dataset: "customers",
  grouping: { by: [{ column: "status" }], measures: [{ aggregate: "count" }] },
  sort: { key: "count", direction: "desc" },
});

/** A saved report by `authorId`, private unless told; its definition is parsed as the procedures parse it. */
export async function createReport(
  db: Db,
  authorId: string,
  overrides: Partial<Omit<typeof savedReports.$inferInsert, "authorId">> = {},
): Promise<TestReport> {
  const n = nextSequence();
  const [row] = await db
    .insert(savedReports)
    .values({
      name: `Report ${n}`,
      description: `What report ${n} is for`,
      definition: CUSTOMERS_BY_STATUS,
      authorId,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("report not inserted");
  return row;
}

/** Every Monday at 08:00 in Berlin to nobody in particular, due a week from now unless told. */
export async function createSchedule(
  db: Db,
  reportId: string,
  overrides: Partial<typeof reportSchedules.$inferInsert> = {},
): Promise<typeof reportSchedules.$inferSelect> {
  const [row] = await db
    .insert(reportSchedules)
    .values({
      reportId,
      preset: "mondays",
      rule: "FREQ=WEEKLY;BYDAY=MO",
      timeOfDay: "08:00",
      timeZone: "Europe/Berlin",
      nextRunAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("schedule not inserted");
  return row;
}
