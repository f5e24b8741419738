import { APPLICATION_STATUS_LABELS, BUSINESS_TYPE_LABELS, COMPANY_SIZE_LABELS } from "./application-labels";
import type * as enums from "./enums";
import type {
  AppRole,
  CourseAudience,
  CourseDifficulty,
  CourseStatus,
  CustomerContactKind,
  CustomerSource,
  CustomerStatus,
  DealStatus,
  EmailOutboxStatus,
  EnrollmentStatus,
  JourneyStepKind,
  NotificationKind,
  OnboardingStep,
  PartnerMemberRole,
  PartnerStatus,
  PartnerTier,
  PayoutStatus,
  PermissionCategory,
  ReportSchedulePreset,
  ReportVisibility,
  ResourceContentType,
  TicketEventKind,
  TicketPriority,
  TicketStatus,
} from "./enums";

export { APPLICATION_STATUS_LABELS, BUSINESS_TYPE_LABELS, COMPANY_SIZE_LABELS };

// The one place a stored value gets the name a person reads: badges, menus, toasts, the audit log and the
// exports' human columns all take it from here (docs/product/overview.md#labels), so no code reaches a screen.

export const ROLE_LABELS: Record<AppRole, string> = {
  viewer: "Viewer",
  user: "User",
  analyst: "Analyst",
  sales_rep: "Sales Rep",
  manager: "Manager",
  sales_manager: "Sales Manager",
  admin: "Admin",
  super_admin: "Super Admin",
  partner: "Partner",
};

export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  pending: "Pending",
  active: "Active",
  rejected: "Rejected",
  suspended: "Suspended",
};

/** A member's role within their partner, on the team page and the partner's detail view. */
export const PARTNER_MEMBER_ROLE_LABELS: Record<PartnerMemberRole, string> = {
  partner_admin: "Partner Admin",
  sales_rep: "Sales Rep",
};

/** The partner portal's names; the separate partner dashboard says Under Review (docs/product/deals.md#statuses). */
export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  submitted: "Submitted",
  in_review: "In Review",
  approved: "Approved",
  closed_won: "Closed Won",
  closed_lost: "Closed Lost",
  returned: "Returned",
  withdrawn: "Withdrawn",
  expired: "Expired",
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: "Pending",
  paid: "Paid",
};

export const PARTNER_TIER_LABELS: Record<PartnerTier, string> = {
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
  platinum: "Platinum",
};

export const RESOURCE_CONTENT_TYPE_LABELS: Record<ResourceContentType, string> = {
  deck: "Deck",
  video: "Video",
  pdf: "PDF",
};

export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  enrolled: "Enrolled",
  in_progress: "In Progress",
  completed: "Completed",
};

export const PERMISSION_CATEGORY_LABELS: Record<PermissionCategory, string> = {
  data: "Data",
  user_management: "User Management",
  system: "System",
  analytics: "Analytics",
  view: "View",
};

export const COURSE_DIFFICULTY_LABELS: Record<CourseDifficulty, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** Who a course is for (docs/product/learning.md#courses). */
export const COURSE_AUDIENCE_LABELS: Record<CourseAudience, string> = {
  staff: "Staff",
  partners: "Partners",
  both: "Staff and partners",
};

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  draft: "Draft",
  published: "Published",
};

export const EMAIL_OUTBOX_STATUS_LABELS: Record<EmailOutboxStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

/** How each notification kind is named in the filters and in Preferences' e-mail choices. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  application_submitted: "Partner applications submitted",
  deal_submitted: "Deals submitted",
  deal_status_changed: "Deal status changes",
  deal_expiring: "My registrations about to expire",
  deal_review_overdue: "Deal reviews past their deadline",
  deal_extension_requested: "Requests for more time on a deal",
  tier_changed: "Changes to my partner tier",
  tier_demotion_warning: "Warnings my partner tier may drop",
  agreement_published: "Programme agreements to sign",
  journey_stalled: "Partners stalled in onboarding",
  payout_created: "Commission payouts created",
  payout_paid: "Commission payouts paid",
  resource_published: "New resources",
  enrollment_created: "Course enrollments",
  certificate_earned: "Certificates earned",
  access_changed: "Changes to my role or permissions",
  partner_suspended: "Partners suspended",
  partner_reactivated: "Partners reactivated",
  webhook_endpoint_failing: "Webhook endpoints failing",
  team_join_requested: "Requests to join my team",
  ticket_opened: "Support tickets opened by partners",
  ticket_assigned: "Support tickets assigned to me",
  ticket_replied: "Replies on my support tickets",
  ticket_sla_warning: "Support tickets near their SLA target",
  ticket_sla_breached: "Support tickets past their SLA target",
  customer_at_risk: "My customers turning red",
};

export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  healthy: "Healthy",
  at_risk: "At Risk",
  churned: "Churned",
};

export const CUSTOMER_SOURCE_LABELS: Record<CustomerSource, string> = {
  won_deal: "Won deal",
  manual: "Added by hand",
};

export const CUSTOMER_CONTACT_KIND_LABELS: Record<CustomerContactKind, string> = {
  call: "Call",
  meeting: "Meeting",
  email: "E-mail",
};

export const ONBOARDING_STEP_LABELS: Record<OnboardingStep, string> = {
  kickoff: "Kickoff",
  setup: "Setup",
  training: "Training",
  go_live: "Go-live",
};

export const JOURNEY_STEP_KIND_LABELS: Record<JourneyStepKind, string> = {
  sign_agreement: "Sign the programme agreement",
  complete_profile: "Complete your profile",
  invite_colleague: "Invite a colleague",
  complete_course: "Complete a course",
  first_deal: "Register your first deal",
  manual: "A step your partner manager ticks",
};

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  new: "New",
  open: "Open",
  pending: "Pending",
  on_hold: "On hold",
  solved: "Solved",
  closed: "Closed",
};

export const TICKET_EVENT_KIND_LABELS: Record<TicketEventKind, string> = {
  created: "Opened",
  reply: "Reply",
  note: "Internal note",
  status_changed: "Status changed",
  priority_changed: "Priority changed",
  assigned: "Assigned",
  sla_warning: "SLA target 80% used",
  sla_breached: "SLA target breached",
};

export const REPORT_VISIBILITY_LABELS: Record<ReportVisibility, string> = {
  private: "Only me",
  shared: "All staff",
};

export const REPORT_SCHEDULE_PRESET_LABELS: Record<ReportSchedulePreset, string> = {
  weekdays: "Every weekday",
  mondays: "Every Monday",
  last_business_day: "The month's last business day",
  first_of_month: "The 1st of the month",
  quarter_first_monday: "The first Monday of a quarter",
  custom: "Custom rule",
};

type ValueLists = {
  [Name in keyof typeof enums as (typeof enums)[Name] extends readonly string[]
    ? Name
    : never]: (typeof enums)[Name];
};

/** Every value list of `enums.ts` with its labels: a list added there without labels here is a type error. */
export const ENUM_LABELS: { [Name in keyof ValueLists]: Record<ValueLists[Name][number], string> } = {
  APP_ROLES: ROLE_LABELS,
  PARTNER_STATUSES: PARTNER_STATUS_LABELS,
  PARTNER_MEMBER_ROLES: PARTNER_MEMBER_ROLE_LABELS,
  APPLICATION_STATUSES: APPLICATION_STATUS_LABELS,
  DEAL_STATUSES: DEAL_STATUS_LABELS,
  PAYOUT_STATUSES: PAYOUT_STATUS_LABELS,
  PARTNER_TIERS: PARTNER_TIER_LABELS,
  BUSINESS_TYPES: BUSINESS_TYPE_LABELS,
  COMPANY_SIZES: COMPANY_SIZE_LABELS,
  RESOURCE_CONTENT_TYPES: RESOURCE_CONTENT_TYPE_LABELS,
  ENROLLMENT_STATUSES: ENROLLMENT_STATUS_LABELS,
  PERMISSION_CATEGORIES: PERMISSION_CATEGORY_LABELS,
  COURSE_DIFFICULTIES: COURSE_DIFFICULTY_LABELS,
  COURSE_AUDIENCES: COURSE_AUDIENCE_LABELS,
  COURSE_STATUSES: COURSE_STATUS_LABELS,
  EMAIL_OUTBOX_STATUSES: EMAIL_OUTBOX_STATUS_LABELS,
  NOTIFICATION_KINDS: NOTIFICATION_KIND_LABELS,
  CUSTOMER_STATUSES: CUSTOMER_STATUS_LABELS,
  CUSTOMER_SOURCES: CUSTOMER_SOURCE_LABELS,
  CUSTOMER_CONTACT_KINDS: CUSTOMER_CONTACT_KIND_LABELS,
  ONBOARDING_STEPS: ONBOARDING_STEP_LABELS,
  JOURNEY_STEP_KINDS: JOURNEY_STEP_KIND_LABELS,
  TICKET_PRIORITIES: TICKET_PRIORITY_LABELS,
  TICKET_STATUSES: TICKET_STATUS_LABELS,
  TICKET_EVENT_KINDS: TICKET_EVENT_KIND_LABELS,
  REPORT_VISIBILITIES: REPORT_VISIBILITY_LABELS,
  REPORT_SCHEDULE_PRESETS: REPORT_SCHEDULE_PRESET_LABELS,
};

/** A stored value this version has no label for (an old row, a newer server) as capitalised words. */
function asWords(value: string): string {
  const words = value.replaceAll("_", " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** A value's label from one of the maps above, or the value as words when the map does not know it. */
export function labelOf<Value extends string>(labels: Record<Value, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as Value] : asWords(value);
}
