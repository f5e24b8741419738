// Value lists shared by the database enums (src/server/db/schema/enums.ts), the zod contracts and the screens.

export const APP_ROLES = [
  "viewer",
  "user",
  "analyst",
  "sales_rep",
  "manager",
  "sales_manager",
  "admin",
  "super_admin",
  "partner",
] as const;
export type AppRole = (typeof APP_ROLES)[number];

export const PARTNER_STATUSES = ["pending", "active", "rejected", "suspended"] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/**
 * A member's role within their partner (docs/product/partner-teams.md): a partner admin runs the team and sees
 * all of the partner's deals and payouts; a sales rep sees their own. The partner's contact is a partner admin.
 */
export const PARTNER_MEMBER_ROLES = ["partner_admin", "sales_rep"] as const;
export type PartnerMemberRole = (typeof PARTNER_MEMBER_ROLES)[number];

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A deal's statuses (docs/product/deals.md#statuses): the five of the review, then returned (a reviewer asked the
 * partner a question), withdrawn (by the partner) and expired (its registration ran out without a close).
 */
export const DEAL_STATUSES = [
  "submitted",
  "in_review",
  "approved",
  "closed_won",
  "closed_lost",
  "returned",
  "withdrawn",
  "expired",
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** A commission payout is owed (pending) until an administrator records its payment (paid). */
export const PAYOUT_STATUSES = ["pending", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PARTNER_TIERS = ["bronze", "silver", "gold", "platinum"] as const;
export type PartnerTier = (typeof PARTNER_TIERS)[number];

export const BUSINESS_TYPES = [
  "reseller",
  "consultant",
  "system_integrator",
  "technology_partner",
  "referral_partner",
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

// Only stored inside partner_applications.application_data, so it has no database enum.
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const RESOURCE_CONTENT_TYPES = ["deck", "video", "pdf"] as const;
export type ResourceContentType = (typeof RESOURCE_CONTENT_TYPES)[number];

export const ENROLLMENT_STATUSES = ["enrolled", "in_progress", "completed"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const PERMISSION_CATEGORIES = ["data", "user_management", "system", "analytics", "view"] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

export const COURSE_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type CourseDifficulty = (typeof COURSE_DIFFICULTIES)[number];

/** Who a course is open to: staff, partner contacts, or both (docs/product/learning.md#courses). */
export const COURSE_AUDIENCES = ["staff", "partners", "both"] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];

/** A draft is seen only by holders of manage_courses; learners see published courses. */
export const COURSE_STATUSES = ["draft", "published"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const EMAIL_OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type EmailOutboxStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];

/** What a notification is about (docs/product/notifications.md#what-people-are-told). */
export const NOTIFICATION_KINDS = [
  "application_submitted",
  "deal_submitted",
  "deal_status_changed",
  "deal_expiring",
  "deal_review_overdue",
  "deal_extension_requested",
  "tier_changed",
  "tier_demotion_warning",
  "agreement_published",
  "journey_stalled",
  "payout_created",
  "payout_paid",
  "resource_published",
  "enrollment_created",
  "certificate_earned",
  "access_changed",
  "partner_suspended",
  "partner_reactivated",
  "webhook_endpoint_failing",
  "team_join_requested",
  "ticket_opened",
  "ticket_assigned",
  "ticket_replied",
  "ticket_sla_warning",
  "ticket_sla_breached",
  "customer_at_risk",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A customer's status (docs/product/customer-success.md#customers): healthy and at_risk follow the health score
 * (at_risk below 60); churned is set by hand and kept until someone sets it back.
 */
export const CUSTOMER_STATUSES = ["healthy", "at_risk", "churned"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** How a customer came to the portal: a partner's deal closed won, or staff added it. */
export const CUSTOMER_SOURCES = ["won_deal", "manual"] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

/** What a logged contact with a customer was; logging one moves the customer's last contact. */
export const CUSTOMER_CONTACT_KINDS = ["call", "meeting", "email"] as const;
export type CustomerContactKind = (typeof CUSTOMER_CONTACT_KINDS)[number];

/** The onboarding checklist every new customer gets, in order. */
export const ONBOARDING_STEPS = ["kickoff", "setup", "training", "go_live"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * What a step of a partner's onboarding journey asks (docs/product/onboarding-journey.md): every kind but
 * `manual` completes itself when the portal sees it happen; staff tick a manual step by hand.
 */
export const JOURNEY_STEP_KINDS = [
  "sign_agreement",
  "complete_profile",
  "invite_colleague",
  "complete_course",
  "first_deal",
  "manual",
] as const;
export type JourneyStepKind = (typeof JOURNEY_STEP_KINDS)[number];

export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** A ticket's SLA clock runs in new and open, pauses in pending and on_hold, and stops at solved. */
export const TICKET_STATUSES = ["new", "open", "pending", "on_hold", "solved", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What a ticket's thread records, each stamped with who and when. */
export const TICKET_EVENT_KINDS = [
  "created",
  "reply",
  "note",
  "status_changed",
  "priority_changed",
  "assigned",
  "sla_warning",
  "sla_breached",
] as const;
export type TicketEventKind = (typeof TICKET_EVENT_KINDS)[number];

/** A saved report is its author's alone, or shared with all staff (sharing needs manage_reports). */
export const REPORT_VISIBILITIES = ["private", "shared"] as const;
export type ReportVisibility = (typeof REPORT_VISIBILITIES)[number];

/**
 * How a scheduled report recurs: five common rules and a custom RRULE
 * (docs/product/business-intelligence.md#scheduled-deliveries).
 */
export const REPORT_SCHEDULE_PRESETS = [
  "weekdays",
  "mondays",
  "last_business_day",
  "first_of_month",
  "quarter_first_monday",
  "custom",
] as const;
export type ReportSchedulePreset = (typeof REPORT_SCHEDULE_PRESETS)[number];
