import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BusinessType, CompanySize } from "#shared/enums";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { applicationStatus, businessType, partnerMemberRole, partnerStatus, partnerTier } from "./enums";

/**
 * The application form as submitted (docs/product/applications.md#apply); optional answers are stored as
 * null.
 */
export interface ApplicationData {
  company_name: string;
  business_type: BusinessType;
  website: string | null;
  annual_revenue: number | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  business_license: string | null;
  years_in_business: number | null;
  number_of_employees: CompanySize | null;
  primary_industry: string | null;
  partnership_reason: string;
  target_market: string | null;
  expected_deals_per_year: number | null;
  sales_experience: number | null;
  additional_notes: string | null;
  /** ISO 8601 timestamp. */
  submission_date: string;
}

/** An uploaded supporting document; `path` is the storage key, `size` in bytes. */
export interface ApplicationDocument {
  name: string;
  path: string;
  type: string;
  size: number;
}

export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone"),
    website: text("website"),
    businessType: businessType("business_type").notNull(),
    partnerType: text("partner_type"),
    annualRevenue: numeric("annual_revenue", { precision: 14, scale: 2 }),
    status: partnerStatus("status").default("pending").notNull(),
    tier: partnerTier("tier").default("bronze").notNull(),
    commissionRate: numeric("commission_rate", { precision: 5, scale: 2 }).default("10").notNull(),
    // True when staff set a rate of the partner's own; otherwise the rate follows the tier
    // (docs/product/programme.md#commission-rate).
    ownCommissionRate: boolean("own_commission_rate").default(false).notNull(),
    applicationDate: timestamp("application_date", { withTimezone: true }).defaultNow().notNull(),
    // A partner outlives the staff account that approved it.
    approvedBy: text("approved_by").references(() => user.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    // The first time it became active, which a reactivation after a suspension does not move: from then on it
    // counts as a partner (docs/product/agreements.md#who-signs-and-when).
    firstApprovedAt: timestamp("first_approved_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    // People with an e-mail at this domain may ask to join the team (docs/product/partner-teams.md#join-requests).
    joinDomain: text("join_domain"),
    // The onboarding journey, kept with the partner for the Partners tab's column, filter and sort
    // (docs/product/onboarding-journey.md#kept-figures): its template's steps, how many are done, when it last
    // moved (its first approval, then its latest done step), when it was done, and its last stall reminder.
    journeyTotal: integer("journey_total").default(0).notNull(),
    journeyDone: integer("journey_done").default(0).notNull(),
    journeyMovedAt: timestamp("journey_moved_at", { withTimezone: true }),
    journeyCompletedAt: timestamp("journey_completed_at", { withTimezone: true }),
    journeyRemindedAt: timestamp("journey_reminded_at", { withTimezone: true }),
    // Its first deal registration, for the time from approval to first deal.
    firstDealAt: timestamp("first_deal_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A domain names one partner, so a request to join goes to one team.
    uniqueIndex("partners_join_domain_unique")
      .on(sql`lower(${t.joinDomain})`)
      .where(sql`${t.joinDomain} is not null`),
    check("partners_commission_rate_range", sql`${t.commissionRate} between 0 and 100`),
    check("partners_annual_revenue_non_negative", sql`${t.annualRevenue} >= 0`),
    // Sign-in, the status page and partner matching look partners up by e-mail, case-insensitively.
    index("partners_contact_email_lower_idx").on(sql`lower(${t.contactEmail})`),
    // One live partner per e-mail; rejected rows may repeat so a rejected company can apply again.
    uniqueIndex("partners_live_contact_email_unique")
      .on(sql`lower(${t.contactEmail})`)
      .where(sql`${t.status} in ('pending', 'active', 'suspended')`),
    index("partners_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    index("partners_company_name_idx").on(t.companyName),
    // Case-insensitive substring search (ILIKE '%term%') over company and contact: trigrams (pg_trgm).
    index("partners_company_name_trgm_idx").using("gin", t.companyName.op("gin_trgm_ops")),
    index("partners_contact_name_trgm_idx").using("gin", t.contactName.op("gin_trgm_ops")),
    index("partners_contact_email_trgm_idx").using("gin", t.contactEmail.op("gin_trgm_ops")),
    // The Partners tab: newest first, optionally by tier.
    index("partners_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    index("partners_tier_created_at_idx").on(t.tier, t.createdAt.desc().nullsFirst()),
    // Active partners whose journey is not done, by how long it has stood still: the stalled list and the run.
    index("partners_journey_stall_idx")
      .on(t.journeyMovedAt, t.id)
      .where(sql`${t.status} = 'active' and ${t.journeyCompletedAt} is null and ${t.journeyTotal} > 0`),
    // The Partners tab filtered to journeys in progress or stalled, newest first.
    index("partners_journey_open_created_at_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active' and ${t.journeyCompletedAt} is null and ${t.journeyTotal} > 0`),
    // ... and to journeys done.
    index("partners_journey_done_created_at_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.journeyCompletedAt} is not null`),
    check("partners_journey_counts", sql`${t.journeyDone} between 0 and ${t.journeyTotal}`),
  ],
);

/**
 * The people who act for a partner (docs/product/partner-teams.md): its contact, a partner admin, and those they
 * invite. A person belongs to at most one partner, so the user is the key.
 */
export const partnerMembers = pgTable(
  "partner_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    role: partnerMemberRole("role").notNull(),
    // Who added them; null for a contact made a member on approval, or an inviter whose account is gone.
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    // Their last successful sign-in with their password, which the team page shows; null before the first.
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The team page lists a partner's members in the order they joined.
    index("partner_members_partner_id_created_at_idx").on(t.partnerId, t.createdAt, t.userId),
  ],
);

/**
 * An invitation to join a partner's team (docs/product/partner-teams.md#invitations): mailed as a one-time link
 * whose token only the mail holds (the row keeps its SHA-256). Pending until accepted or revoked, and usable until
 * it expires; a resend gives the same row a new token and a new expiry, so an address has one open invitation per
 * partner.
 */
export const partnerInvitations = pgTable(
  "partner_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    // Lower-cased, as accounts are matched.
    email: text("email").notNull(),
    role: partnerMemberRole("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open invitation per address and partner; the team page lists them newest first.
    uniqueIndex("partner_invitations_open_idx")
      .on(t.partnerId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index("partner_invitations_partner_created_idx").on(t.partnerId, t.createdAt, t.id),
  ],
);

/**
 * A request to join a partner's team by someone whose e-mail is at the partner's join domain
 * (docs/product/partner-teams.md#join-requests). Pending until a partner admin decides: approving sends an
 * invitation to the address, which proves it is theirs; declining closes it.
 */
export const partnerJoinRequests = pgTable(
  "partner_join_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    decision: text("decision"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("partner_join_requests_decision", sql`${t.decision} in ('approved', 'declined')`),
    // One open request per address and partner; a repeat while it is open changes nothing.
    uniqueIndex("partner_join_requests_open_idx").on(t.partnerId, t.email).where(sql`${t.decidedAt} is null`),
    index("partner_join_requests_partner_created_idx").on(t.partnerId, t.createdAt, t.id),
  ],
);

export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    status: applicationStatus("status").default("pending").notNull(),
    applicationData: jsonb("application_data").$type<ApplicationData>().notNull(),
    documents: jsonb("documents").$type<ApplicationDocument[]>().default([]).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).defaultNow().notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewerNotes: text("reviewer_notes"),
  },
  (t) => [
    // The review list runs newest first (submitted_at desc, id desc), of one status or of all.
    index("partner_applications_status_submitted_at_idx").on(
      t.status,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("partner_applications_submitted_at_id_idx").on(
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("partner_applications_partner_id_idx").on(t.partnerId),
    // The status page's fallback finds an application by the e-mail it was filed with.
    index("partner_applications_contact_email_idx").on(sql`lower(${t.applicationData}->>'contact_email')`),
  ],
);
