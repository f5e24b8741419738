import { sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { partnerDeals, partners } from "../../db/schema";
import type { RowScope } from "../partners/partner-scope";

/** How long an approved deal protects its customer from other partners' registrations. */
export const PROTECTION_DAYS = 90;

/** The deal was approved within the protection period: its customer is still protected. */
export function approvedAndProtected(deal: { status: AnyPgColumn; approvedAt: AnyPgColumn }) {
  return sql<boolean>`(${deal.status} = 'approved' and ${deal.approvedAt} > now() - make_interval(days => ${PROTECTION_DAYS}))`;
}

/** The deal still holds its customer: submitted, in review, or approved within the protection period. */
export function openForCustomer(deal: { status: AnyPgColumn; approvedAt: AnyPgColumn }) {
  return sql<boolean>`(${deal.status} in ('submitted', 'in_review') or ${approvedAndProtected(deal)})`;
}

const OTHER = "other_deal";
const other = alias(partnerDeals, OTHER);

/**
 * Another partner has an open deal for the same end customer: submitted, in review, or approved within the
 * protection period. Computed for staff only: partners never learn who else registered a customer.
 */
function conflictingOpenDealExists() {
  return sql<boolean>`exists (
    select 1 from ${partnerDeals} ${sql.identifier(OTHER)}
    where ${other.customerKey} = ${partnerDeals.customerKey}
      and ${other.partnerId} <> ${partnerDeals.partnerId}
      and ${openForCustomer(other)}
  )`;
}

/** A deal as lists show it, with its partner's names; queries join `partners`. */
export function dealSummaryColumns(scope: RowScope) {
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
    possibleDuplicate: scope.partnerId === null ? conflictingOpenDealExists() : sql<boolean>`false`,
  };
}
