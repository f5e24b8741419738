import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
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

type KeptSource = Pick<ReportSource, "table" | "joins" | "id" | "columns">;

/** Totals by a day and status: `dayKey` is the dataset's date column the day stands for. */
function byDay(table: PgTable, dayKey: string, day: PgColumn, status: PgColumn): KeptSource {
  return {
    table: sql`${table}`,
    id: sql`${day}`,
    columns: { [dayKey]: { value: sql`${day}` }, status: { value: sql`${status}` } },
  };
}

/**
 * Totals by another row (a partner, a course) and status: `key` is the dataset's column of that row's name,
 * joined from `named` as the rows' own statement joins it.
 */
function byNamed(
  table: PgTable,
  {
    key,
    id,
    named,
    namedId,
    name,
  }: { key: string; id: PgColumn; named: PgTable; namedId: PgColumn; name: PgColumn },
  status: PgColumn,
): KeptSource {
  return {
    table: sql`${table}`,
    joins: { [key]: sql`join ${named} on ${namedId} = ${id}` },
    id: sql`${id}`,
    columns: { [key]: { value: sql`${name}`, join: key }, status: { value: sql`${status}` } },
  };
}

const partnerOf = (id: PgColumn) => ({
  key: "partner",
  id,
  named: partners,
  namedId: partners.id,
  name: partners.companyName,
});

/** Payouts' totals: each table keeps the same count and sums. */
function payoutTotals(table: typeof payoutTotalsByDay | typeof payoutTotalsByPartner, source: KeptSource) {
  return {
    source,
    count: sql`${table.count}`,
    sums: {
      deal_value: sql`${table.dealValue}`,
      rate: sql`${table.rate}`,
      commission: sql`${table.commission}`,
    },
  };
}

/** Per dataset, its kept totals, the fewest rows first: a report reads the first that holds what it asks. */
export const KEPT_TOTALS: Partial<Record<ReportDatasetKey, readonly KeptTotals[]>> = {
  deals: [
    {
      source: byDay(dealTotalsByDay, "submitted", dealTotalsByDay.submittedOn, dealTotalsByDay.status),
      count: sql`${dealTotalsByDay.count}`,
      sums: { value: sql`${dealTotalsByDay.value}` },
    },
    {
      source: byNamed(
        dealTotalsByPartner,
        partnerOf(dealTotalsByPartner.partnerId),
        dealTotalsByPartner.status,
      ),
      count: sql`${dealTotalsByPartner.count}`,
      sums: { value: sql`${dealTotalsByPartner.value}` },
    },
  ],
  payouts: [
    payoutTotals(
      payoutTotalsByDay,
      byDay(payoutTotalsByDay, "created", payoutTotalsByDay.createdOn, payoutTotalsByDay.status),
    ),
    payoutTotals(
      payoutTotalsByPartner,
      byNamed(
        payoutTotalsByPartner,
        partnerOf(payoutTotalsByPartner.partnerId),
        payoutTotalsByPartner.status,
      ),
    ),
  ],
  enrollments: [
    {
      source: byDay(
        enrollmentTotalsByDay,
        "enrolled",
        enrollmentTotalsByDay.enrolledOn,
        enrollmentTotalsByDay.status,
      ),
      count: sql`${enrollmentTotalsByDay.count}`,
      sums: { progress: sql`${enrollmentTotalsByDay.progress}` },
    },
    {
      source: byNamed(
        enrollmentTotalsByCourse,
        {
          key: "course",
          id: enrollmentTotalsByCourse.courseId,
          named: courses,
          namedId: courses.id,
          name: courses.title,
        },
        enrollmentTotalsByCourse.status,
      ),
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
