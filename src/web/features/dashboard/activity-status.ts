import type { ActivityItem } from "#shared/contracts/dashboard";
import type { NotificationKind } from "#shared/enums";

/** The statuses a dashboard activity can have (docs/product/dashboard.md#recent-activity). */
export const ACTIVITY_STATUSES = ["urgent", "completed", "success", "info"] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

// Light backgrounds with dark text of the same hue: every pair meets 4.5:1 at badge size.
const STATUS_STYLES: Record<ActivityStatus, string> = {
  urgent: "bg-red-100 text-red-800",
  completed: "bg-green-100 text-green-800",
  success: "bg-blue-100 text-blue-800",
  info: "bg-amber-100 text-amber-900",
};

export const UNKNOWN_STATUS_STYLE = "bg-slate-100 text-slate-800";

function isActivityStatus(status: string): status is ActivityStatus {
  return (ACTIVITY_STATUSES as readonly string[]).includes(status);
}

/** The badge colours of an activity status; anything unknown is grey. */
export function activityStatusStyle(status: string): string {
  return isActivityStatus(status) ? STATUS_STYLES[status] : UNKNOWN_STATUS_STYLE;
}

/** Notifications that ask for someone's attention now. */
const URGENT_KINDS: readonly NotificationKind[] = [
  "ticket_sla_warning",
  "ticket_sla_breached",
  "customer_at_risk",
  "webhook_endpoint_failing",
  "partner_suspended",
];

/** Notifications of something achieved. */
const SUCCESS_KINDS: readonly NotificationKind[] = ["certificate_earned", "payout_paid"];

/**
 * An event's status: an audit entry is a change made (completed); a notification is urgent when it asks for
 * attention, a success when it tells of something achieved, otherwise information.
 */
export function activityStatusOf(item: ActivityItem): ActivityStatus {
  if (item.source === "audit") return "completed";
  const { kind } = item.notification;
  if (URGENT_KINDS.includes(kind)) return "urgent";
  return SUCCESS_KINDS.includes(kind) ? "success" : "info";
}
