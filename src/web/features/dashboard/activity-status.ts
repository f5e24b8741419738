/** The statuses a dashboard activity can have (docs/product/modules.md#dashboard). */
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
