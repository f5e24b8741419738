import { z } from "zod";
import { auditEntryItem } from "./audit-log";
import { notificationItem } from "./notifications";

// The staff dashboard (docs/product/dashboard.md): each module's figures the caller may see, and their latest
// events. A module's figures the caller may not see are left out, never sent as zeros.

const count = z.number().int().min(0);
/** Money as a decimal string with two decimals. */
const money = z.string();

/** Every staff member reads customers and tickets. */
const customerSuccessFigures = z.object({
  customers: count,
  atRisk: count,
  openTickets: count,
});

/** For whoever may see every partner's deals and payouts (manage_partners). */
const partnerPortalFigures = z.object({
  activePartners: count,
  openPipelineValue: money,
  commissionOwed: money,
});

/** The whole programme's, for course authors (manage_courses). */
const learningFigures = z.object({
  publishedCourses: count,
  /** Learners with at least one enrollment not completed. */
  activeLearners: count,
  certificatesThisMonth: count,
});

/** The reports the caller opens and their deliveries, for whoever reads, builds or manages reports. */
export const businessIntelligenceFigures = z.object({
  savedReports: count,
  scheduledDeliveries: count,
  /** The soonest of those deliveries; null when none is scheduled. */
  nextDeliveryAt: z.date().nullable(),
});

export const dashboardSummaryOutput = z.object({
  customerSuccess: customerSuccessFigures,
  partnerPortal: partnerPortalFigures.optional(),
  learning: learningFigures.optional(),
  businessIntelligence: businessIntelligenceFigures.optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummaryOutput>;

/** How many events Recent Activity shows. */
export const RECENT_ACTIVITY_LIMIT = 6;

/** One event: an audit entry (for readers of the audit log) or one of the caller's own notifications. */
export const activityItem = z.discriminatedUnion("source", [
  z.object({ source: z.literal("audit"), entry: auditEntryItem }),
  z.object({ source: z.literal("notification"), notification: notificationItem }),
]);
export type ActivityItem = z.infer<typeof activityItem>;

export const dashboardActivityOutput = z.object({
  items: z.array(activityItem).max(RECENT_ACTIVITY_LIMIT),
});
