import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  commissionPayouts,
  partnerDeals,
  partnerMembers,
  partners,
  programmeSettings,
} from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { DEFAULT_PROGRAMME_SETTINGS } from "#shared/contracts/programme-settings";
import { NO_SUCH_PARTNER } from "./get-partner-row";

/** A partner as the Partners tab lists it: its terms plus its member count, deal count and commission earned. */
// Spelled out: in a one-table select Drizzle leaves column names unqualified, and inside the subqueries a bare
// "id" would be the subquery's own.
const partnerId = sql`${sql.identifier("partners")}.${sql.identifier("id")}`;

/** The programme's stall threshold as an interval, read in the statement: the defaults until first saved. */
const stallInterval = sql`make_interval(days => coalesce((select ${programmeSettings.journeyStallDays} from ${programmeSettings} where ${programmeSettings.id} = 1), ${DEFAULT_PROGRAMME_SETTINGS.journeyStallDays}))`;

/** An active partner's journey with steps left (docs/product/onboarding-journey.md#what-staff-see). */
export const journeyOpen = sql`(${partners.status} = 'active' and ${partners.journeyCompletedAt} is null and ${partners.journeyTotal} > 0)`;

/** An open journey that has stood still past the programme's threshold. */
export const journeyStalled = sql`(${journeyOpen} and ${partners.journeyMovedAt} <= now() - ${stallInterval})`;

export const partnerAdminColumns = {
  id: partners.id,
  companyName: partners.companyName,
  contactName: partners.contactName,
  contactEmail: partners.contactEmail,
  contactPhone: partners.contactPhone,
  website: partners.website,
  businessType: partners.businessType,
  partnerType: partners.partnerType,
  status: partners.status,
  tier: partners.tier,
  commissionRate: partners.commissionRate,
  applicationDate: partners.applicationDate,
  approvedAt: partners.approvedAt,
  // Correlated per row of one page: each reads the partner's own index range, never the whole table.
  dealCount:
    sql<number>`(select count(*) from ${partnerDeals} where ${partnerDeals.partnerId} = ${partnerId})`
      .mapWith(Number)
      .as("deal_count"),
  memberCount:
    sql<number>`(select count(*) from ${partnerMembers} where ${partnerMembers.partnerId} = ${partnerId})`
      .mapWith(Number)
      .as("member_count"),
  journeyDone: partners.journeyDone,
  journeyTotal: partners.journeyTotal,
  journeyCompletedAt: partners.journeyCompletedAt,
  journeyStalledSince: sql<Date | null>`case when ${journeyStalled} then ${partners.journeyMovedAt} end`
    .mapWith((value: string | Date) => new Date(value))
    .as("journey_stalled_since"),
  firstDealAt: partners.firstDealAt,
  commissionEarned:
    sql<string>`(select round(coalesce(sum(${commissionPayouts.commissionAmount}), 0), 2)::text from ${commissionPayouts} where ${commissionPayouts.partnerId} = ${partnerId})`.as(
      "commission_earned",
    ),
};

/** One partner as the Partners tab lists it, after a change. */
export async function readPartnerListItem(db: Pick<Db, "select">, id: string) {
  const [row] = await db.select(partnerAdminColumns).from(partners).where(eq(partners.id, id)).limit(1);
  if (!row) throw new AppError("not_found", NO_SUCH_PARTNER);
  return row;
}
