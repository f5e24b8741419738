ALTER TYPE "public"."notification_kind" ADD VALUE 'tier_changed' BEFORE 'payout_created';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'tier_demotion_warning' BEFORE 'payout_created';--> statement-breakpoint
CREATE TABLE "partner_tier_states" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"demotion_tier" "partner_tier",
	"demotion_due_at" timestamp with time zone,
	"override_tier" "partner_tier",
	"override_ends_at" timestamp with time zone,
	"override_reason" text,
	"override_by" text,
	CONSTRAINT "partner_tier_states_demotion_whole" CHECK (("partner_tier_states"."demotion_tier" is null) = ("partner_tier_states"."demotion_due_at" is null)),
	CONSTRAINT "partner_tier_states_override_whole" CHECK (("partner_tier_states"."override_tier" is null) = ("partner_tier_states"."override_ends_at" is null)
        and ("partner_tier_states"."override_tier" is null) = ("partner_tier_states"."override_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "programme_runs" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tiers_evaluated_on" date,
	"tiers_claimed_at" timestamp with time zone,
	CONSTRAINT "programme_runs_one_row" CHECK ("programme_runs"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "programme_tiers" (
	"tier" "partner_tier" PRIMARY KEY NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"min_won_value" numeric(14, 2) NOT NULL,
	"min_deals_won" integer NOT NULL,
	"min_certified_members" integer NOT NULL,
	"course_ids" uuid[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "programme_tiers_commission_rate_range" CHECK ("programme_tiers"."commission_rate" between 0 and 100),
	CONSTRAINT "programme_tiers_requirements_non_negative" CHECK ("programme_tiers"."min_won_value" >= 0 and "programme_tiers"."min_deals_won" >= 0 and "programme_tiers"."min_certified_members" >= 0)
);
--> statement-breakpoint
ALTER TABLE "programme_settings" DROP CONSTRAINT "programme_settings_in_range";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "own_commission_rate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "tier_window_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "demotion_grace_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_tier_states" ADD CONSTRAINT "partner_tier_states_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tier_states" ADD CONSTRAINT "partner_tier_states_override_by_user_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_tiers" ADD CONSTRAINT "programme_tiers_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_tier_states_demotion_due_at_idx" ON "partner_tier_states" USING btree ("demotion_due_at") WHERE "partner_tier_states"."demotion_due_at" is not null;--> statement-breakpoint
CREATE INDEX "partner_tier_states_override_ends_at_idx" ON "partner_tier_states" USING btree ("override_ends_at") WHERE "partner_tier_states"."override_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "partner_deals_won_partner_closed_at_idx" ON "partner_deals" USING btree ("partner_id","closed_at","deal_value") WHERE "partner_deals"."status" = 'closed_won';--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_in_range" CHECK ("programme_settings"."protection_days" >= 1 and "programme_settings"."expiry_days" >= "programme_settings"."protection_days" and "programme_settings"."reminder_days" >= 1
        and "programme_settings"."reminder_days" < "programme_settings"."expiry_days" and "programme_settings"."max_extensions" between 0 and 5
        and "programme_settings"."extension_days" >= 1 and "programme_settings"."review_days" >= 1
        and "programme_settings"."tier_window_days" >= 1 and "programme_settings"."demotion_grace_days" >= 0);--> statement-breakpoint
-- The default tiers (docs/product/programme.md#tiers): Bronze asks nothing and pays the 10% every partner had.
INSERT INTO "programme_tiers" ("tier", "commission_rate", "min_won_value", "min_deals_won", "min_certified_members") VALUES
	('bronze', 10, 0, 0, 0),
	('silver', 12, 50000, 2, 1),
	('gold', 15, 250000, 5, 2),
	('platinum', 20, 1000000, 12, 4);--> statement-breakpoint
-- A partner whose rate is not its tier's default was given its own by staff: it keeps it through tier changes.
UPDATE "partners" p SET "own_commission_rate" = true
	FROM "programme_tiers" t WHERE t."tier" = p."tier" AND p."commission_rate" <> t."commission_rate";
