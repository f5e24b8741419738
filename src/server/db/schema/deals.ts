import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { dealStatus } from "./enums";
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
    status: dealStatus("status").default("submitted").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).defaultNow().notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    check("partner_deals_deal_value_non_negative", sql`${t.dealValue} >= 0`),
    index("partner_deals_partner_id_submitted_at_idx").on(t.partnerId, t.submittedAt.desc().nullsFirst()),
    index("partner_deals_status_submitted_at_idx").on(t.status, t.submittedAt.desc().nullsFirst()),
    index("partner_deals_submitted_at_idx").on(t.submittedAt.desc().nullsFirst()),
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
    createdAt: createdAt(),
  },
  (t) => [
    check("commission_payouts_commission_rate_range", sql`${t.commissionRate} between 0 and 100`),
    check("commission_payouts_amounts_non_negative", sql`${t.dealValue} >= 0 and ${t.commissionAmount} >= 0`),
    index("commission_payouts_partner_id_idx").on(t.partnerId),
  ],
);
