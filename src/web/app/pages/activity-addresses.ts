import type { AuditSubjectType } from "#shared/audit";
import type { ActivityItem } from "#shared/contracts/dashboard";
import { addressWithQuery } from "../address-with-query";
import { notificationAddress } from "../notifications/notification-addresses";
import { paths } from "../paths";

/**
 * Where an audit entry's subject opens for staff: its own page where it has one, otherwise the list that shows
 * it. An API key has no one place (a partner's are on its dashboard), so it opens nothing.
 */
const AUDIT_SUBJECT_ADDRESSES: Record<AuditSubjectType, ((id: string) => string) | undefined> = {
  partner: paths.partnerPortal.partner.to,
  application: paths.partnerPortal.application.to,
  deal: paths.partnerPortal.deal.to,
  payout: () => addressWithQuery(paths.partnerPortal.tab("deals"), { view: "payouts" }),
  resource: () => paths.partnerPortal.tab("resources"),
  user: () => paths.adminTab("users"),
  department: () => paths.adminTab("departments"),
  course: paths.learning.course.to,
  api_key: undefined,
  webhook_endpoint: () => paths.adminTab("integrations"),
  customer: paths.customerSuccess.customer.to,
  ticket: paths.customerSuccess.ticket.to,
  customer_success_settings: () => paths.customerSuccess.settings,
  programme_settings: () => paths.adminTab("programme"),
  agreement: () => paths.adminTab("programme"),
  journey_template: () => paths.adminTab("programme"),
  report: paths.businessIntelligence.report.to,
  report_recipient_domains: () => paths.businessIntelligence.scheduled,
};

/** Where a dashboard event opens (docs/product/dashboard.md#recent-activity); undefined when nowhere. */
export function activityAddress(item: ActivityItem): string | undefined {
  if (item.source === "notification") return notificationAddress("staff", item.notification);
  const { subject } = item.entry;
  return subject ? AUDIT_SUBJECT_ADDRESSES[subject.type]?.(subject.id) : undefined;
}
