import { type SQL, sql } from "drizzle-orm";
import {
  courses,
  dealTotalsByDay,
  dealTotalsByPartner,
  enrollmentTotalsByCourse,
  enrollmentTotalsByDay,
  partners,
  payoutTotalsByDay,
  payoutTotalsByPartner,
} from "#server/db/schema/index";
import type { ReportDefinition } from "#shared/contracts/reports";
import type { ReportDatasetKey } from "#shared/report-datasets";
import type { DatasetRows } from "./report-access";
import type { ReportSource } from "./report-sources";

// The totals kept per dataset (migration 0038, decision 0047) as sources a grouped report can read instead of the
// dataset's rows. Each names the dataset's columns it holds (a moment as its UTC day, which is all a report
// filters or groups a date by), its count, and the sum of each measurable column it keeps.

export interface KeptTotals {
  /** The kept table as a report source: its columns are those of the dataset a report may group and filter by. */
  source: ReportSource;
  /** How many of the dataset's rows a kept row stands for. */
  count: SQL;
  /** Per measurable column of the dataset, the kept sum of its values (no value is ever empty). */
  sums: Record<string, SQL>;
}

const partnerName = (partnerId: SQL) => ({
  joins: { partners: sql`join ${partners} on ${partners.id} = ${partnerId}` },
  column: { value: sql`${partners.companyName}`, join: "partners" },
});
const courseTitle = (courseId: SQL) => ({
  joins: { courses: sql`join ${courses} on ${courses.id} = ${courseId}` },
  column: { value: sql`${courses.title}`, join: "courses" },
});

function byPartner(
  table: typeof dealTotalsByPartner | typeof payoutTotalsByPartner,
): Pick<ReportSource, "table" | "joins" | "id" | "columns"> {
  const partner = partnerName(sql`${table.partnerId}`);
  return {
    table: sql`${table}`,
    joins: partner.joins,
    id: sql`${table.partnerId}`,
    columns: { partner: partner.column, status: { value: sql`${table.status}` } },
  };
}

/** Per dataset, its kept totals, the fewest rows first: a report reads the first that holds what it asks. */
export const KEPT_TOTALS: Partial<Record<ReportDatasetKey, readonly KeptTotals[]>> = {
  deals: [
    {
      source: {
        table: sql`${dealTotalsByDay}`,
        id: sql`${dealTotalsByDay.submittedOn}`,
        columns: {
          submitted: { value: sql`${dealTotalsByDay.submittedOn}` },
          status: { value: sql`${dealTotalsByDay.status}` },
        },
      },
      count: sql`${dealTotalsByDay.count}`,
      sums: { value: sql`${dealTotalsByDay.value}` },
    },
    {
      source: byPartner(dealTotalsByPartner),
      count: sql`${dealTotalsByPartner.count}`,
      sums: { value: sql`${dealTotalsByPartner.value}` },
    },
  ],
  payouts: [
    {
      source: {
        table: sql`${payoutTotalsByDay}`,
        id: sql`${payoutTotalsByDay.createdOn}`,
        columns: {
          created: { value: sql`${payoutTotalsByDay.createdOn}` },
          status: { value: sql`${payoutTotalsByDay.status}` },
        },
      },
      count: sql`${payoutTotalsByDay.count}`,
      sums: {
        deal_value: sql`${payoutTotalsByDay.dealValue}`,
        rate: sql`${payoutTotalsByDay.rate}`,
        commission: sql`${payoutTotalsByDay.commission}`,
      },
    },
    {
      source: byPartner(payoutTotalsByPartner),
      count: sql`${payoutTotalsByPartner.count}`,
      sums: {
        deal_value: sql`${payoutTotalsByPartner.dealValue}`,
        rate: sql`${payoutTotalsByPartner.rate}`,
        commission: sql`${payoutTotalsByPartner.commission}`,
      },
    },
  ],
  enrollments: [
    {
      source: {
        table: sql`${enrollmentTotalsByDay}`,
        id: sql`${enrollmentTotalsByDay.enrolledOn}`,
        columns: {
          enrolled: { value: sql`${enrollmentTotalsByDay.enrolledOn}` },
          status: { value: sql`${enrollmentTotalsByDay.status}` },
        },
      },
      count: sql`${enrollmentTotalsByDay.count}`,
      sums: { progress: sql`${enrollmentTotalsByDay.progress}` },
    },
    {
      source: (() => {
        const course = courseTitle(sql`${enrollmentTotalsByCourse.courseId}`);
        return {
          table: sql`${enrollmentTotalsByCourse}`,
          joins: course.joins,
          id: sql`${enrollmentTotalsByCourse.courseId}`,
          columns: { course: course.column, status: { value: sql`${enrollmentTotalsByCourse.status}` } },
        };
      })(),
      count: sql`${enrollmentTotalsByCourse.count}`,
      sums: { progress: sql`${enrollmentTotalsByCourse.progress}` },
    },
  ],
};

/**
 * The kept totals that answer a definition for the rows a person reads, if any do: a grouped report over all of
 * the dataset's rows, whose groups and filters are all columns the totals hold and whose figures are counts,
 * sums or averages of columns they sum. Anything else (a minimum, a filter on a customer's name, one's own
 * enrollments) reads the dataset's rows.
 */
export function keptTotalsFor(
  definition: ReportDefinition,
  rows: Exclude<DatasetRows, { kind: "none" }>,
): KeptTotals | undefined {
  const grouping = definition.grouping;
  if (!grouping || rows.kind !== "all") return undefined;
  return KEPT_TOTALS[definition.dataset]?.find(
    (kept) =>
      grouping.by.every((group) => Object.hasOwn(kept.source.columns, group.column)) &&
      definition.filters.every((filter) => Object.hasOwn(kept.source.columns, filter.column)) &&
      grouping.measures.every(
        (measure) =>
          measure.aggregate === "count" ||
          ((measure.aggregate === "sum" || measure.aggregate === "average") &&
            measure.column !== undefined &&
            Object.hasOwn(kept.sums, measure.column)),
      ),
  );
}
