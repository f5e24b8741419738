import { sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { partnerDeals, partners, user } from "#server/db/schema/index";
import type { StatementScope } from "#server/platform/partner-scope";

/**
 * The deal is approved and its protection has not ended: its customer is protected from other partners'
 * registrations (docs/product/programme.md#registrations). The one rule for every question of protection.
 */
export function approvedAndProtected(deal: { status: AnyPgColumn; protectionEndsAt: AnyPgColumn }) {
  return sql<boolean>`(${deal.status} = 'approved' and ${deal.protectionEndsAt} > now())`;
}

/** The deal still holds its customer: awaiting review or the partner's answer, or approved and protected. */
export function openForCustomer(deal: { status: AnyPgColumn; protectionEndsAt: AnyPgColumn }) {
  return sql<boolean>`(${deal.status} in ('submitted', 'in_review', 'returned') or ${approvedAndProtected(deal)})`;
}

/** The columns of a deal the duplicate rule reads, of partner_deals or an alias of it. */
type DealColumns = Record<
  "id" | "partnerId" | "customerKey" | "submittedAt" | "status" | "protectionEndsAt",
  AnyPgColumn
>;

/**
 * `other` makes `deal` a possible duplicate: an open deal (see openForCustomer) for the same end customer,
 * registered by another partner, or by the same partner before `deal` (a resubmission; the first registration
 * is not flagged by its repeats).
 */
export function duplicates(other: DealColumns, deal: DealColumns) {
  return sql<boolean>`(${other.customerKey} = ${deal.customerKey}
    and ${other.id} <> ${deal.id}
    and ${openForCustomer(other)}
    and (${other.partnerId} <> ${deal.partnerId}
      or (${other.submittedAt}, ${other.id}) < (${deal.submittedAt}, ${deal.id})))`;
}

const OTHER = "other_deal";
const other = alias(partnerDeals, OTHER);

/** Computed for staff only: partners never learn who else registered a customer (docs/decisions/0019). */
function possibleDuplicate() {
  return sql<boolean>`exists (
    select 1 from ${partnerDeals} ${sql.identifier(OTHER)} where ${duplicates(other, partnerDeals)}
  )`;
}

const PAIRED = "paired_deal";
const paired = alias(partnerDeals, PAIRED);

/** The deal's share while its pair still names it back (a deal that left the pair cleared its own side only). */
function liveCoSellShare() {
  return sql<string | null>`case when ${partnerDeals.coSellDealId} is not null and exists (
    select 1 from ${partnerDeals} ${sql.identifier(PAIRED)}
    where ${paired.id} = ${partnerDeals.coSellDealId} and ${paired.coSellDealId} = ${partnerDeals.id}
  ) then ${partnerDeals.coSellShare}::text end`;
}

/** A deal as lists show it, with its partner's names; queries join `partners`. */
export function dealSummaryColumns(scope: StatementScope) {
  return {
    id: partnerDeals.id,
    partnerId: partnerDeals.partnerId,
    partnerCompanyName: partners.companyName,
    partnerContactName: partners.contactName,
    companyName: partnerDeals.companyName,
    contactPerson: partnerDeals.contactPerson,
    dealValue: partnerDeals.dealValue,
    expectedCloseDate: partnerDeals.expectedCloseDate,
    description: partnerDeals.description,
    hasProposal: sql<boolean>`${partnerDeals.documentKey} is not null`,
    status: partnerDeals.status,
    submittedAt: partnerDeals.submittedAt,
    reviewedAt: partnerDeals.reviewedAt,
    submittedById: partnerDeals.submittedBy,
    submittedByName: sql<
      string | null
    >`(select ${user.name} from ${user} where ${user.id} = ${partnerDeals.submittedBy})`,
    possibleDuplicate: scope.partnerId === null ? possibleDuplicate() : sql<boolean>`false`,
    coSellShare: liveCoSellShare(),
  };
}
