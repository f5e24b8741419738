import { bigint, date, numeric, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { dealStatus, enrollmentStatus, payoutStatus } from "./enums";

// Saved reports' kept totals (decision 0047, docs/product/business-intelligence.md#kept-totals): counts and sums of
// deals, payouts and enrollments by a few columns, kept by statement triggers in the transaction of each change
// (migration 0038), so that a grouped report whose groups and filters are among those columns reads thousands of
// rows instead of aggregating a million. A row whose count has fallen to zero stays; reports skip it. No foreign
// keys: a partner's or course's removal deletes its rows' sources, whose triggers then bring these to zero.

/** Deals by partner and status. */
export const dealTotalsByPartner = pgTable(
  "deal_totals_by_partner",
  {
    partnerId: uuid("partner_id").notNull(),
    status: dealStatus("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    value: numeric("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.status] })],
);

/** Deals by the UTC day they were submitted and status. */
export const dealTotalsByDay = pgTable(
  "deal_totals_by_day",
  {
    submittedOn: date("submitted_on", { mode: "string" }).notNull(),
    status: dealStatus("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    value: numeric("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.submittedOn, t.status] })],
);

const payoutSums = {
  count: bigint("count", { mode: "number" }).notNull(),
  dealValue: numeric("deal_value").notNull(),
  rate: numeric("rate").notNull(),
  commission: numeric("commission").notNull(),
};

/** Payouts by partner and status. */
export const payoutTotalsByPartner = pgTable(
  "payout_totals_by_partner",
  {
    partnerId: uuid("partner_id").notNull(),
    status: payoutStatus("status").notNull(),
    ...payoutSums,
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.status] })],
);

/** Payouts by the UTC day they were made and status. */
export const payoutTotalsByDay = pgTable(
  "payout_totals_by_day",
  {
    createdOn: date("created_on", { mode: "string" }).notNull(),
    status: payoutStatus("status").notNull(),
    ...payoutSums,
  },
  (t) => [primaryKey({ columns: [t.createdOn, t.status] })],
);

/** Enrollments by course and status. */
export const enrollmentTotalsByCourse = pgTable(
  "enrollment_totals_by_course",
  {
    courseId: uuid("course_id").notNull(),
    status: enrollmentStatus("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    progress: bigint("progress", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.status] })],
);

/** Enrollments by the UTC day they began and status. */
export const enrollmentTotalsByDay = pgTable(
  "enrollment_totals_by_day",
  {
    enrolledOn: date("enrolled_on", { mode: "string" }).notNull(),
    status: enrollmentStatus("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    progress: bigint("progress", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrolledOn, t.status] })],
);
