import { pgEnum } from "drizzle-orm/pg-core";
import {
  APP_ROLES,
  APPLICATION_STATUSES,
  BUSINESS_TYPES,
  COURSE_AUDIENCES,
  COURSE_DIFFICULTIES,
  COURSE_STATUSES,
  CUSTOMER_CONTACT_KINDS,
  CUSTOMER_SOURCES,
  CUSTOMER_STATUSES,
  DEAL_STATUSES,
  EMAIL_OUTBOX_STATUSES,
  ENROLLMENT_STATUSES,
  NOTIFICATION_KINDS,
  ONBOARDING_STEPS,
  PARTNER_MEMBER_ROLES,
  PARTNER_STATUSES,
  PARTNER_TIERS,
  PAYOUT_STATUSES,
  PERMISSION_CATEGORIES,
  REPORT_SCHEDULE_PRESETS,
  REPORT_VISIBILITIES,
  RESOURCE_CONTENT_TYPES,
  TICKET_EVENT_KINDS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from "#shared/enums";

export const appRole = pgEnum("app_role", APP_ROLES);
export const partnerStatus = pgEnum("partner_status", PARTNER_STATUSES);
export const partnerMemberRole = pgEnum("partner_member_role", PARTNER_MEMBER_ROLES);
export const applicationStatus = pgEnum("application_status", APPLICATION_STATUSES);
export const dealStatus = pgEnum("deal_status", DEAL_STATUSES);
export const payoutStatus = pgEnum("payout_status", PAYOUT_STATUSES);
export const partnerTier = pgEnum("partner_tier", PARTNER_TIERS);
export const businessType = pgEnum("business_type", BUSINESS_TYPES);
export const resourceContentType = pgEnum("resource_content_type", RESOURCE_CONTENT_TYPES);
export const enrollmentStatus = pgEnum("enrollment_status", ENROLLMENT_STATUSES);
export const permissionCategory = pgEnum("permission_category", PERMISSION_CATEGORIES);
export const courseDifficulty = pgEnum("course_difficulty", COURSE_DIFFICULTIES);
export const courseAudience = pgEnum("course_audience", COURSE_AUDIENCES);
export const courseStatus = pgEnum("course_status", COURSE_STATUSES);
export const emailOutboxStatus = pgEnum("email_outbox_status", EMAIL_OUTBOX_STATUSES);
export const notificationKind = pgEnum("notification_kind", NOTIFICATION_KINDS);
export const customerStatus = pgEnum("customer_status", CUSTOMER_STATUSES);
export const customerSource = pgEnum("customer_source", CUSTOMER_SOURCES);
export const customerContactKind = pgEnum("customer_contact_kind", CUSTOMER_CONTACT_KINDS);
export const onboardingStep = pgEnum("onboarding_step", ONBOARDING_STEPS);
export const ticketPriority = pgEnum("ticket_priority", TICKET_PRIORITIES);
export const ticketStatus = pgEnum("ticket_status", TICKET_STATUSES);
export const ticketEventKind = pgEnum("ticket_event_kind", TICKET_EVENT_KINDS);
export const reportVisibility = pgEnum("report_visibility", REPORT_VISIBILITIES);
export const reportSchedulePreset = pgEnum("report_schedule_preset", REPORT_SCHEDULE_PRESETS);
