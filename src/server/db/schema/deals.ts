import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
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
import type { RegistrationTerms } from "#shared/contracts/programme-settings";
import { user } from "./auth";
import { createdAt } from "./columns";
import { customers } from "./customer-success";
import { dealStatus, payoutStatus } from "./enums";
import { partners } from "./partners";

// Deals and payouts are money records: deleting a partner that has any is refused (restrict).

export const partnerDeals = pgTable(
  "partner_deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "restrict" }),
    companyName: text("company_name").notNull(),
    contactPerson: text("contact_person").notNull(),
    dealValue: numeric("deal_value", { precision: 14, scale: 2 }).notNull(),
    expectedCloseDate: date("expected_close_date"),
    description: text("description"),
    // A key in the "partner-documents" bucket, never a URL.
    documentKey: text("document_key"),
    // The proposal's name as its sender gave it (with the extension of its real type); downloads carry it.
    documentName: text("document_name"),
    status: dealStatus("status").default("submitted").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).defaultNow().notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    // Who registered it: a member of the partner, or an administrator on the partner's behalf.
    submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    // When it was last approved; its registration's terms run from then (docs/product/programme.md#registrations).
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    // The programme's terms in force when it was approved: a later change of the settings rewrites nothing.
    terms: jsonb("terms").$type<RegistrationTerms>(),
    // Other partners' registrations of its customer are refused approval until then (extensions move it).
    protectionEndsAt: timestamp("protection_ends_at", { withTimezone: true }),
    // An approved deal not closed by then expires (the programme run, extensions move it).
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    extensionsUsed: integer("extensions_used").default(0).notNull(),
    // A partner's open request for more time, with its reason; a reviewer grants or refuses it.
    extensionRequestedAt: timestamp("extension_requested_at", { withTimezone: true }),
    extensionReason: text("extension_reason"),
    // When the reminder before the expiry is due (the terms' reminder days before it), and when it went out (an
    // extension clears it, so the next one goes too).
    remindAt: timestamp("remind_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    // A submitted or resubmitted deal's review is due by then (business days); past it, reviewers are told once.
    reviewDueAt: timestamp("review_due_at", { withTimezone: true }),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    // The end customer's name normalised (case, punctuation, legal suffixes), for finding duplicate deals.
    customerKey: text("customer_key"),
    // When it closed (won or lost): the month Analytics counts its close in (docs/product/business-intelligence.md#analytics).
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // The customer this deal made or joined when it closed won (docs/product/customer-success.md#customers).
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    // Co-selling (docs/product/programme.md#co-selling): the other partner's deal this one shares its customer
    // with, both rows naming each other, and this deal's partner's percentage of the commission (the two add to
    // 100). Kept after the close: a won deal credits its partner this share of the value.
    coSellDealId: uuid("co_sell_deal_id").references((): AnyPgColumn => partnerDeals.id, {
      onDelete: "set null",
    }),
    coSellShare: numeric("co_sell_share", { precision: 5, scale: 2 }),
  },
  (t) => [
    check("partner_deals_deal_value_non_negative", sql`${t.dealValue} >= 0`),
    check("partner_deals_document_named", sql`(${t.documentKey} is null) = (${t.documentName} is null)`),
    check("partner_deals_extensions_used_non_negative", sql`${t.extensionsUsed} >= 0`),
    check(
      "partner_deals_co_sell_share",
      sql`(${t.coSellDealId} is null) = (${t.coSellShare} is null) and ${t.coSellShare} > 0 and ${t.coSellShare} < 100`,
    ),
    uniqueIndex("partner_deals_co_sell_deal_id_idx").on(t.coSellDealId),
    check(
      "partner_deals_extension_request_has_reason",
      sql`(${t.extensionRequestedAt} is null) = (${t.extensionReason} is null)`,
    ),
    // Lists run newest first (submitted_at desc, id desc): each list's filter leads an index in that order.
    // A partner's deals with a status filter are read from this index alone.
    index("partner_deals_partner_id_submitted_at_id_idx").on(
      t.partnerId,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
    ),
    // A sales rep's own deals, and a partner's deals filtered by member: the partner in the index too, so a deep
    // page of a member's thousands of deals is walked in the index alone (bench/teams-scale.ts).
    index("partner_deals_submitted_by_partner_submitted_at_id_idx").on(
      t.submittedBy,
      t.partnerId,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("partner_deals_status_submitted_at_id_idx").on(
      t.status,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unfiltered list, and searches matching many deals: walked newest first, the search is tested on the
    // lower-cased names stored here (lower-casing costs more than the rest of the walk). PostgreSQL reads only
    // the index when it holds the plain names too. The names are at most 200 UTF-16 units (600 UTF-8 bytes),
    // which keeps a row under btree's 2704-byte limit.
    index("partner_deals_submitted_at_id_search_idx").on(
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.partnerId,
      t.status,
      sql`lower(${t.companyName})`,
      sql`lower(${t.contactPerson})`,
      t.companyName,
      t.contactPerson,
    ),
    // Searches matching few deals: trigrams find them by substring (pg_trgm, migration 0005).
    index("partner_deals_company_name_trgm_idx").using("gin", sql`lower(${t.companyName}) gin_trgm_ops`),
    index("partner_deals_contact_person_trgm_idx").using("gin", sql`lower(${t.contactPerson}) gin_trgm_ops`),
    // Reports listing deals by value, largest first: a page reads its own rows from here instead of sorting
    // every matching deal (1.4 s at 1,500,000 deals, bench:reports-scale).
    index("partner_deals_deal_value_id_idx").on(t.dealValue.desc().nullsLast(), t.id),
    index("partner_deals_customer_key_idx").on(t.customerKey),
    index("partner_deals_customer_id_idx").on(t.customerId),
    // A partner's deals won in the tier window, with their values: the tier evaluation reads this index alone.
    index("partner_deals_won_partner_closed_at_idx")
      .on(t.partnerId, t.closedAt, t.dealValue)
      .where(sql`${t.status} = 'closed_won'`),
    // The programme run's work: approved deals by expiry, reminders not yet sent by when they are due, reviews
    // by their deadline. Each run reads only the range that is due.
    index("partner_deals_approved_expires_at_idx").on(t.expiresAt).where(sql`${t.status} = 'approved'`),
    index("partner_deals_remind_at_idx")
      .on(t.remindAt)
      .where(sql`${t.status} = 'approved' and ${t.remindedAt} is null`),
    index("partner_deals_review_due_at_idx").on(t.reviewDueAt).where(sql`${t.escalatedAt} is null`),
  ],
);

export const commissionPayouts = pgTable(
  "commission_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "restrict" }),
    // Unique: a closed_won deal earns exactly one payout, even under concurrent status changes.
    dealId: uuid("deal_id")
      .notNull()
      .unique()
      .references(() => partnerDeals.id, { onDelete: "restrict" }),
    dealValue: numeric("deal_value", { precision: 14, scale: 2 }).notNull(),
    // The partner's rate when the payout was made; later rate changes do not rewrite history.
    commissionRate: numeric("commission_rate", { precision: 5, scale: 2 }).notNull(),
    commissionAmount: numeric("commission_amount", { precision: 14, scale: 2 }).notNull(),
    // The partner's percentage of a co-sold deal's commission (docs/product/programme.md#co-selling); 100 alone.
    commissionShare: numeric("commission_share", { precision: 5, scale: 2 }).default("100").notNull(),
    status: payoutStatus("status").default("pending").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paymentReference: text("payment_reference"),
    paidBy: text("paid_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("commission_payouts_commission_rate_range", sql`${t.commissionRate} between 0 and 100`),
    check(
      "commission_payouts_commission_share_range",
      sql`${t.commissionShare} > 0 and ${t.commissionShare} <= 100`,
    ),
    check("commission_payouts_amounts_non_negative", sql`${t.dealValue} >= 0 and ${t.commissionAmount} >= 0`),
    check("commission_payouts_paid_when_paid", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    // Lists run newest first (created_at desc, id desc): unfiltered, by partner, by status, each from an index
    // in that order, so a page reads its own rows and no sort.
    index("commission_payouts_created_at_id_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("commission_payouts_partner_id_created_at_id_idx").on(
      t.partnerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("commission_payouts_status_created_at_id_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every word (three characters or more, lower-cased) of the deals' customer and contact names, kept by triggers
 * on partner_deals (migration 0015; since 0017 only a rename adds words). The search corrects a misspelt word to
 * the closest of these, a lookup in a few tens of thousands of words instead of a million names (decision 0025).
 */
export const dealNameWords = pgTable("deal_name_words", { word: text("word").primaryKey() }, (t) => [
  index("deal_name_words_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);
