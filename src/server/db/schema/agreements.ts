import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { businessType } from "./enums";
import { partners } from "./partners";

/**
 * The programme agreement's published versions (docs/product/agreements.md). A version is never edited: a
 * change is a new version. A partner signs the newest version for its business type or for every partner.
 */
export const agreementVersions = pgTable(
  "agreement_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Counted from 1 across every audience, so "version 3" names one text.
    number: integer("number").notNull(),
    title: text("title").notNull(),
    // Markdown, exactly as published; empty for a version published as a PDF (document_key).
    body: text("body").notNull(),
    // SHA-256 of the body's UTF-8 bytes, or of the PDF's bytes: what every signature names.
    textSha256: text("text_sha256").notNull(),
    // A version published as a PDF: its file in the signed-agreements bucket, and the name it was sent with.
    documentKey: text("document_key"),
    documentName: text("document_name"),
    // The business type the version is for; null: every partner.
    businessType: businessType("business_type"),
    graceDays: integer("grace_days").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow().notNull(),
    publishedBy: text("published_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("agreement_versions_number_unique").on(t.number),
    check("agreement_versions_grace_days_range", sql`${t.graceDays} between 0 and 180`),
    check("agreement_versions_text_sha256_hex", sql`${t.textSha256} ~ '^[0-9a-f]{64}$'`),
    check(
      "agreement_versions_text_or_document",
      sql`(${t.documentKey} is null) = (${t.documentName} is null)
        and (${t.documentKey} is null) = (char_length(${t.body}) > 0)`,
    ),
    // A partner's current version: the newest of its audience.
    index("agreement_versions_audience_idx").on(t.businessType, t.publishedAt.desc().nullsFirst()),
  ],
);

/**
 * A partner's signature of one version, with its evidence and the signed PDF's storage key. One per partner and
 * version (two admins signing at once make one), and a trigger of migration 0050 refuses any change or removal.
 */
export const agreementSignatures = pgTable(
  "agreement_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "restrict" }),
    versionId: uuid("version_id")
      .notNull()
      .references(() => agreementVersions.id, { onDelete: "restrict" }),
    signedBy: text("signed_by")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    signerName: text("signer_name").notNull(),
    signerTitle: text("signer_title").notNull(),
    signerEmail: text("signer_email").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).defaultNow().notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    textSha256: text("text_sha256").notNull(),
    documentKey: text("document_key").notNull(),
  },
  (t) => [
    unique("agreement_signatures_partner_version_unique").on(t.partnerId, t.versionId),
    index("agreement_signatures_partner_signed_at_idx").on(t.partnerId, t.signedAt.desc().nullsFirst()),
  ],
);
