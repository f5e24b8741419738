import type { NotificationItem } from "#shared/contracts/notifications";
import { addressWithQuery as withQuery } from "../address-with-query";
import type { Audience } from "../audience";
import { partnerDashboardTabAddress as dashboardTab } from "../pages/partner-dashboard-tabs";
import { paths } from "../paths";

/**
 * Where a notification opens, by its kind and subject, on the host the person is on
 * (docs/product/notifications.md#reading-and-marking): the subject's own detail where it has one, otherwise
 * the tab that lists it. A partner's contact stays on their dashboard's addresses.
 */
export function notificationAddress(
  audience: Audience,
  { kind, subjectId }: Pick<NotificationItem, "kind" | "subjectId">,
): string {
  if (audience === "partner") {
    switch (kind) {
      case "deal_submitted":
      case "deal_status_changed":
      case "deal_expiring":
        return paths.partnerDeal.to(subjectId);
      case "resource_published":
        return dashboardTab("resources");
      case "enrollment_created":
      case "certificate_earned":
        return paths.partnerCourse.to(subjectId);
      // A partner's tickets are on its dashboard's Support tab.
      case "ticket_replied":
        return dashboardTab("support", { ticket: subjectId });
      // The API tab lists the partner's webhook endpoints with their status.
      case "webhook_endpoint_failing":
        return dashboardTab("api");
      // Join requests wait on the Team tab.
      case "team_join_requested":
        return dashboardTab("team");
      // The Agreement tab holds the version to sign.
      case "agreement_published":
        return dashboardTab("agreement");
      // The dashboard's first tab shows the tier with the progress to the next.
      case "tier_changed":
      case "tier_demotion_warning":
        return dashboardTab("dashboard");
      // Payouts are listed on the dashboard's first tab; a contact is told of no other kind.
      default:
        return dashboardTab("dashboard");
    }
  }
  switch (kind) {
    case "deal_submitted":
    case "deal_status_changed":
    case "deal_expiring":
    case "deal_review_overdue":
    case "deal_extension_requested":
      return paths.partnerPortal.deal.to(subjectId);
    case "payout_created":
    case "payout_paid":
      return withQuery(paths.partnerPortal.tab("deals"), { view: "payouts" });
    case "application_submitted":
      return paths.partnerPortal.application.to(subjectId);
    case "resource_published":
      return paths.partnerPortal.tab("resources");
    case "enrollment_created":
    case "certificate_earned":
      return paths.learning.course.to(subjectId);
    case "access_changed":
      return paths.settings.profile;
    case "partner_suspended":
    case "partner_reactivated":
    // A stalled partner's detail shows its journey, with the step it waits on.
    case "journey_stalled":
      return paths.partnerPortal.partner.to(subjectId);
    // The administrators' endpoints are listed under Admin Settings, Integrations.
    case "webhook_endpoint_failing":
      return paths.adminTab("integrations");
    case "ticket_opened":
    case "ticket_assigned":
    case "ticket_replied":
    case "ticket_sla_warning":
    case "ticket_sla_breached":
      return paths.customerSuccess.ticket.to(subjectId);
    case "customer_at_risk":
      return paths.customerSuccess.customer.to(subjectId);
    // Staff are never told of a partner's join requests; the partner's own detail is the nearest place.
    case "team_join_requested":
    // Staff are never told of a partner's tier either: its detail shows the tier.
    case "tier_changed":
    case "tier_demotion_warning":
      return paths.partnerPortal.partner.to(subjectId);
    // Staff are not told of an agreement version either; the versions are on Admin Settings' Programme tab.
    case "agreement_published":
      return paths.adminTab("programme");
  }
}
