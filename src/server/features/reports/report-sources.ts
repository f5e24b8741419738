import { type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import {
  certificates,
  commissionPayouts,
  courses,
  customers,
  enrollments,
  partnerDeals,
  partners,
  supportTickets,
  user,
} from "#server/db/schema/index";
import type { ReportDatasetKey } from "#shared/report-datasets";

// Where each allow-listed column of a dataset (src/shared/report-datasets.ts) is read from. A definition's keys
// only look expressions up here; no key a person sends is ever written into a statement.

export interface ReportColumnSource {
  value: SQL;
  /** A date column stored as a moment (timestamptz), compared and bucketed by its UTC day; else a plain date. */
  moment?: true;
}

export interface ReportSource {
  /** The FROM clause with its joins. */
  from: SQL;
  /** A unique row id, the last sort key of an ungrouped result so that its pages never overlap. */
  id: SQL;
  columns: Record<string, ReportColumnSource>;
  /** Whose row it is, for a person who reads only their own (DatasetRows "own"). */
  owner?: SQL;
}

const learner = alias(user, "learner");
const owner = alias(user, "owner");
const assignee = alias(user, "assignee");

const moment = (column: PgColumn): ReportColumnSource => ({ value: sql`${column}`, moment: true });
const plain = (column: PgColumn): ReportColumnSource => ({ value: sql`${column}` });

export const REPORT_SOURCES: Record<ReportDatasetKey, ReportSource> = {
  deals: {
    from: sql`${partnerDeals} join ${partners} on ${partners.id} = ${partnerDeals.partnerId}`,
    id: sql`${partnerDeals.id}`,
    columns: {
      partner: plain(partners.companyName),
      customer: plain(partnerDeals.companyName),
      contact: plain(partnerDeals.contactPerson),
      value: plain(partnerDeals.dealValue),
      status: plain(partnerDeals.status),
      submitted: moment(partnerDeals.submittedAt),
      expected_close: plain(partnerDeals.expectedCloseDate),
      reviewed: moment(partnerDeals.reviewedAt),
    },
  },
  payouts: {
    from: sql`${commissionPayouts}
      join ${partners} on ${partners.id} = ${commissionPayouts.partnerId}
      join ${partnerDeals} on ${partnerDeals.id} = ${commissionPayouts.dealId}`,
    id: sql`${commissionPayouts.id}`,
    columns: {
      partner: plain(partners.companyName),
      customer: plain(partnerDeals.companyName),
      deal_value: plain(commissionPayouts.dealValue),
      rate: plain(commissionPayouts.commissionRate),
      commission: plain(commissionPayouts.commissionAmount),
      status: plain(commissionPayouts.status),
      created: moment(commissionPayouts.createdAt),
      paid: moment(commissionPayouts.paidAt),
      reference: plain(commissionPayouts.paymentReference),
    },
  },
  partners: {
    from: sql`${partners}`,
    id: sql`${partners.id}`,
    columns: {
      company: plain(partners.companyName),
      contact: plain(partners.contactName),
      email: plain(partners.contactEmail),
      business_type: plain(partners.businessType),
      status: plain(partners.status),
      tier: plain(partners.tier),
      rate: plain(partners.commissionRate),
      annual_revenue: plain(partners.annualRevenue),
      applied: moment(partners.applicationDate),
      approved: moment(partners.approvedAt),
    },
  },
  enrollments: {
    from: sql`${enrollments}
      join ${courses} on ${courses.id} = ${enrollments.courseId}
      join ${user} as ${learner} on ${learner.id} = ${enrollments.userId}
      left join ${certificates} on ${certificates.enrollmentId} = ${enrollments.id}`,
    id: sql`${enrollments.id}`,
    owner: sql`${enrollments.userId}`,
    columns: {
      learner: plain(learner.name),
      learner_email: plain(learner.email),
      course: plain(courses.title),
      status: plain(enrollments.status),
      progress: plain(enrollments.progressPercentage),
      enrolled: moment(enrollments.enrolledAt),
      completed: moment(enrollments.completedAt),
      certificate_issued: moment(certificates.issuedAt),
    },
  },
  customers: {
    from: sql`${customers}
      left join ${user} as ${owner} on ${owner.id} = ${customers.ownerId}
      left join ${partners} on ${partners.id} = ${customers.partnerId}`,
    id: sql`${customers.id}`,
    columns: {
      name: plain(customers.name),
      contact: plain(customers.contactName),
      owner: plain(owner.name),
      partner: plain(partners.companyName),
      source: plain(customers.source),
      status: plain(customers.status),
      health: plain(customers.healthScore),
      contract_value: plain(customers.contractValue),
      start: plain(customers.startDate),
      renewal: plain(customers.renewalDate),
    },
  },
  tickets: {
    from: sql`${supportTickets}
      join ${customers} on ${customers.id} = ${supportTickets.customerId}
      left join ${user} as ${assignee} on ${assignee.id} = ${supportTickets.assigneeId}`,
    id: sql`${supportTickets.id}`,
    columns: {
      number: plain(supportTickets.number),
      subject: plain(supportTickets.subject),
      customer: plain(customers.name),
      assignee: plain(assignee.name),
      priority: plain(supportTickets.priority),
      status: plain(supportTickets.status),
      opened: moment(supportTickets.createdAt),
      first_response: moment(supportTickets.firstRespondedAt),
      solved: moment(supportTickets.solvedAt),
      resolution_breached: moment(supportTickets.resolutionBreachedAt),
    },
  },
};
