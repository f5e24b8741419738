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
  /** The join (of the source's `joins`) that brings the column's table, when it is not the dataset's own. */
  join?: string;
}

export interface ReportSource {
  /** The dataset's own table. */
  table: SQL;
  /**
   * Joins a column may need, each matching at most one row (a left join) or exactly one (a not-null foreign key),
   * so leaving out those a definition does not use changes no result: a grouped report over a million payouts
   * then reads payouts alone.
   */
  joins?: Record<string, SQL>;
  /** A unique row id, the last sort key of an ungrouped result so that its pages never overlap. */
  id: SQL;
  columns: Record<string, ReportColumnSource>;
  /** Whose row it is, for a person who reads only their own (DatasetRows "own"). */
  owner?: SQL;
}

const learner = alias(user, "learner");
const owner = alias(user, "owner");
const assignee = alias(user, "assignee");

const moment = (column: PgColumn, join?: string): ReportColumnSource => ({
  value: sql`${column}`,
  moment: true,
  ...(join && { join }),
});
const plain = (column: PgColumn, join?: string): ReportColumnSource => ({
  value: sql`${column}`,
  ...(join && { join }),
});

/** The FROM clause of a source with the joins its used columns need, in the source's order. */
export function fromClause(source: ReportSource, usedColumns: Iterable<string>): SQL {
  const needed = new Set([...usedColumns].flatMap((key) => source.columns[key]?.join ?? []));
  const joins = Object.entries(source.joins ?? {}).filter(([name]) => needed.has(name));
  return joins.length === 0
    ? source.table
    : sql`${source.table} ${sql.join(
        joins.map(([, join]) => join),
        sql` `,
      )}`;
}

export const REPORT_SOURCES: Record<ReportDatasetKey, ReportSource> = {
  deals: {
    table: sql`${partnerDeals}`,
    joins: { partners: sql`join ${partners} on ${partners.id} = ${partnerDeals.partnerId}` },
    id: sql`${partnerDeals.id}`,
    columns: {
      partner: plain(partners.companyName, "partners"),
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
    table: sql`${commissionPayouts}`,
    joins: {
      partners: sql`join ${partners} on ${partners.id} = ${commissionPayouts.partnerId}`,
      deals: sql`join ${partnerDeals} on ${partnerDeals.id} = ${commissionPayouts.dealId}`,
    },
    id: sql`${commissionPayouts.id}`,
    columns: {
      partner: plain(partners.companyName, "partners"),
      customer: plain(partnerDeals.companyName, "deals"),
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
    table: sql`${partners}`,
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
    table: sql`${enrollments}`,
    joins: {
      courses: sql`join ${courses} on ${courses.id} = ${enrollments.courseId}`,
      learner: sql`join ${user} as ${learner} on ${learner.id} = ${enrollments.userId}`,
      certificates: sql`left join ${certificates} on ${certificates.enrollmentId} = ${enrollments.id}`,
    },
    id: sql`${enrollments.id}`,
    owner: sql`${enrollments.userId}`,
    columns: {
      learner: plain(learner.name, "learner"),
      learner_email: plain(learner.email, "learner"),
      course: plain(courses.title, "courses"),
      status: plain(enrollments.status),
      progress: plain(enrollments.progressPercentage),
      enrolled: moment(enrollments.enrolledAt),
      completed: moment(enrollments.completedAt),
      certificate_issued: moment(certificates.issuedAt, "certificates"),
    },
  },
  customers: {
    table: sql`${customers}`,
    joins: {
      owner: sql`left join ${user} as ${owner} on ${owner.id} = ${customers.ownerId}`,
      partners: sql`left join ${partners} on ${partners.id} = ${customers.partnerId}`,
    },
    id: sql`${customers.id}`,
    columns: {
      name: plain(customers.name),
      contact: plain(customers.contactName),
      owner: plain(owner.name, "owner"),
      partner: plain(partners.companyName, "partners"),
      source: plain(customers.source),
      status: plain(customers.status),
      health: plain(customers.healthScore),
      contract_value: plain(customers.contractValue),
      start: plain(customers.startDate),
      renewal: plain(customers.renewalDate),
    },
  },
  tickets: {
    table: sql`${supportTickets}`,
    joins: {
      customers: sql`join ${customers} on ${customers.id} = ${supportTickets.customerId}`,
      assignee: sql`left join ${user} as ${assignee} on ${assignee.id} = ${supportTickets.assigneeId}`,
    },
    id: sql`${supportTickets.id}`,
    columns: {
      number: plain(supportTickets.number),
      subject: plain(supportTickets.subject),
      customer: plain(customers.name, "customers"),
      assignee: plain(assignee.name, "assignee"),
      priority: plain(supportTickets.priority),
      status: plain(supportTickets.status),
      opened: moment(supportTickets.createdAt),
      first_response: moment(supportTickets.firstRespondedAt),
      solved: moment(supportTickets.solvedAt),
      resolution_breached: moment(supportTickets.resolutionBreachedAt),
    },
  },
};
