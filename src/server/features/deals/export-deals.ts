import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { partnerDeals, partners } from "../../db/schema";
import { AppError } from "../../platform/app-error";
import { toCsv } from "../../platform/csv";
import { ALL_PARTNERS } from "../partners/partner-scope";
import { type DealFilters, dealsMatching } from "./list-deals";

/** More rows than a spreadsheet comfortably opens; narrower filters export what a person can work with. */
export const MAX_EXPORTED_DEALS = 50_000;

const HEADER = [
  "Deal ID",
  "Partner",
  "Partner Contact",
  "Customer",
  "Customer Contact",
  "Deal Value",
  "Status",
  "Expected Close Date",
  "Submitted At",
  "Reviewed At",
];

/** A moment as its ISO date (UTC), e.g. 2026-11-05. */
const isoDate = (moment: Date | null) => (moment ? moment.toISOString().slice(0, 10) : null);

/**
 * The deals of the admin list's current filters and search as a CSV file, newest first. Values stay the
 * decimal strings the database holds; cells are neutralised against formula injection by the writer. Refused
 * when more than MAX_EXPORTED_DEALS match, so one click never streams a million rows through the server.
 */
export async function exportDeals(db: Db, filters: DealFilters) {
  const rows = await db
    .select({
      id: partnerDeals.id,
      partnerCompanyName: partners.companyName,
      partnerContactName: partners.contactName,
      companyName: partnerDeals.companyName,
      contactPerson: partnerDeals.contactPerson,
      dealValue: partnerDeals.dealValue,
      status: partnerDeals.status,
      expectedCloseDate: partnerDeals.expectedCloseDate,
      submittedAt: partnerDeals.submittedAt,
      reviewedAt: partnerDeals.reviewedAt,
    })
    .from(partnerDeals)
    .innerJoin(partners, eq(partners.id, partnerDeals.partnerId))
    .where(await dealsMatching(db, ALL_PARTNERS, filters))
    .orderBy(desc(partnerDeals.submittedAt), desc(partnerDeals.id))
    .limit(MAX_EXPORTED_DEALS + 1);
  if (rows.length > MAX_EXPORTED_DEALS) {
    throw new AppError(
      "bad_request",
      "More than 50,000 deals match. Please narrow the filters or the search and export again.",
      { reason: "too_many_rows" },
    );
  }
  const csv = toCsv([
    HEADER,
    ...rows.map((row) => [
      row.id,
      row.partnerCompanyName,
      row.partnerContactName,
      row.companyName,
      row.contactPerson,
      row.dealValue,
      row.status,
      row.expectedCloseDate,
      isoDate(row.submittedAt),
      isoDate(row.reviewedAt),
    ]),
  ]);
  return new File([csv], `deals-${isoDate(new Date())}.csv`, { type: "text/csv;charset=utf-8" });
}
