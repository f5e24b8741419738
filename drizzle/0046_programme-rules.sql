ALTER TYPE "public"."deal_status" ADD VALUE 'returned';--> statement-breakpoint
ALTER TYPE "public"."deal_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TYPE "public"."deal_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'deal_expiring' BEFORE 'payout_created';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'deal_review_overdue' BEFORE 'payout_created';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'deal_extension_requested' BEFORE 'payout_created';--> statement-breakpoint
CREATE TABLE "programme_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"protection_days" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"reminder_days" integer NOT NULL,
	"max_extensions" integer NOT NULL,
	"extension_days" integer NOT NULL,
	"review_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "programme_settings_one_row" CHECK ("programme_settings"."id" = 1),
	CONSTRAINT "programme_settings_in_range" CHECK ("programme_settings"."protection_days" >= 1 and "programme_settings"."expiry_days" >= "programme_settings"."protection_days" and "programme_settings"."reminder_days" >= 1
        and "programme_settings"."reminder_days" < "programme_settings"."expiry_days" and "programme_settings"."max_extensions" between 0 and 5
        and "programme_settings"."extension_days" >= 1 and "programme_settings"."review_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "protection_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "extensions_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "extension_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "extension_reason" text;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_deals_approved_expires_at_idx" ON "partner_deals" USING btree ("expires_at") WHERE "partner_deals"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "partner_deals_remind_at_idx" ON "partner_deals" USING btree ("remind_at") WHERE "partner_deals"."status" = 'approved' and "partner_deals"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "partner_deals_review_due_at_idx" ON "partner_deals" USING btree ("review_due_at") WHERE "partner_deals"."escalated_at" is null;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_extensions_used_non_negative" CHECK ("partner_deals"."extensions_used" >= 0);--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_extension_request_has_reason" CHECK (("partner_deals"."extension_requested_at" is null) = ("partner_deals"."extension_reason" is null));--> statement-breakpoint
-- Deals approved before the programme's rules keep the rule they were approved under: their customer protected
-- for 90 days from approval, and no expiry.
UPDATE "partner_deals" SET "protection_ends_at" = "approved_at" + interval '90 days' WHERE "approved_at" IS NOT NULL;
