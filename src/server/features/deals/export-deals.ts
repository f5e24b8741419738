import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerDeals, partners } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { csvDate, csvFile } from "#server/platform/csv";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import { DEAL_STATUS_LABELS } from "#shared/labels";
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

/**
 * The deals of the admin list's current filters and search as a CSV file, newest first. Amounts stay the
 * decimal strings the database holds; a status reads as its label (docs/product/overview.md#labels); cells are
 * neutralised against formula injection by the writer. Refused when more than MAX_EXPORTED_DEALS match, so one
 * click never streams a million rows through the server.
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
  return csvFile("deals", [
    HEADER,
    ...rows.map((row) => [
      row.id,
      row.partnerCompanyName,
      row.partnerContactName,
      row.companyName,
      row.contactPerson,
      row.dealValue,
      DEAL_STATUS_LABELS[row.status],
      row.expectedCloseDate,
      csvDate(row.submittedAt),
      csvDate(row.reviewedAt),
    ]),
  ]);
}
