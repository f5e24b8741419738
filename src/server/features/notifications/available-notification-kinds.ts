import { hasPermission, isAdmin, type PermissionProfile } from "#shared/authorization";
import { NOTIFICATION_KINDS, type NotificationKind } from "#shared/enums";

const PARTNER_KINDS: readonly NotificationKind[] = [
  "deal_status_changed",
  "deal_expiring",
  "tier_changed",
  "tier_demotion_warning",
  "agreement_published",
  "payout_created",
  "payout_paid",
  "resource_published",
  "enrollment_created",
  "certificate_earned",
  "webhook_endpoint_failing",
  "team_join_requested",
  "ticket_replied",
];
const STAFF_KINDS: readonly NotificationKind[] = [
  "enrollment_created",
  "certificate_earned",
  "access_changed",
];
const PARTNER_MANAGER_KINDS: readonly NotificationKind[] = [
  "application_submitted",
  "deal_review_overdue",
  "deal_extension_requested",
  "journey_stalled",
];
const CUSTOMER_MANAGER_KINDS: readonly NotificationKind[] = [
  "ticket_opened",
  "ticket_assigned",
  "ticket_replied",
  "ticket_sla_warning",
  "ticket_sla_breached",
  "customer_at_risk",
];
const INTEGRATION_MANAGER_KINDS: readonly NotificationKind[] = ["webhook_endpoint_failing"];
const ADMINISTRATOR_KINDS: readonly NotificationKind[] = [
  "deal_submitted",
  "partner_suspended",
  "partner_reactivated",
];

/**
 * The kinds this person can be told of (docs/product/notifications.md), in the kinds' order: a partner's
 * contact is never told of staff events, and staff of what their access does not reach.
 */
export function availableNotificationKinds(profile: PermissionProfile): NotificationKind[] {
  const available = new Set<NotificationKind>(
    profile.roles.includes("partner") ? PARTNER_KINDS : STAFF_KINDS,
  );
  if (!profile.roles.includes("partner")) {
    if (hasPermission(profile, "manage_partners"))
      for (const kind of PARTNER_MANAGER_KINDS) available.add(kind);
    if (hasPermission(profile, "manage_customers"))
      for (const kind of CUSTOMER_MANAGER_KINDS) available.add(kind);
    if (hasPermission(profile, "manage_integrations"))
      for (const kind of INTEGRATION_MANAGER_KINDS) available.add(kind);
    if (isAdmin(profile)) for (const kind of ADMINISTRATOR_KINDS) available.add(kind);
  }
  return NOTIFICATION_KINDS.filter((kind) => available.has(kind));
}
