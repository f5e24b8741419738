import type { Db } from "#server/db/client";
import { savedReports } from "#server/db/schema/index";
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
