import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { commissionPayouts, partnerDeals, partners } from "#server/db/schema/index";
import { csvDate, csvFile } from "#server/platform/csv";

const HEADER = [
  "Payout ID",
  "Partner",
  "Customer",
  "Deal Value",
  "Commission Rate (%)",
  "Commission Amount",
  "Created At",
];

/**
 * The payouts still to be paid, oldest first (owed longest), optionally of one partner, as a CSV file for
 * staff to pay from. Amounts stay the decimal strings the database holds; cells are neutralised against
 * formula injection by the writer.
 */
export async function exportUnpaidPayouts(db: Pick<Db, "select">, input: { partnerId?: string }) {
  const rows = await db
    .select({
      id: commissionPayouts.id,
      partnerCompanyName: partners.companyName,
      customerCompanyName: partnerDeals.companyName,
      dealValue: commissionPayouts.dealValue,
      commissionRate: commissionPayouts.commissionRate,
      commissionAmount: commissionPayouts.commissionAmount,
      createdAt: commissionPayouts.createdAt,
    })
    .from(commissionPayouts)
    .innerJoin(partnerDeals, eq(partnerDeals.id, commissionPayouts.dealId))
    .innerJoin(partners, eq(partners.id, commissionPayouts.partnerId))
    .where(
      and(
        eq(commissionPayouts.status, "pending"),
        input.partnerId ? eq(commissionPayouts.partnerId, input.partnerId) : undefined,
      ),
    )
    .orderBy(asc(commissionPayouts.createdAt), asc(commissionPayouts.id));
  return csvFile("unpaid-payouts", [
    HEADER,
    ...rows.map((row) => [
      row.id,
      row.partnerCompanyName,
      row.customerCompanyName,
      row.dealValue,
      row.commissionRate,
      row.commissionAmount,
      csvDate(row.createdAt),
    ]),
  ]);
}
