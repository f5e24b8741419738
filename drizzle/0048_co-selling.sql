ALTER TABLE "commission_payouts" ADD COLUMN "commission_share" numeric(5, 2) DEFAULT '100' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "co_sell_deal_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "co_sell_share" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "conflict_policy" text DEFAULT 'first_approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_co_sell_deal_id_partner_deals_id_fk" FOREIGN KEY ("co_sell_deal_id") REFERENCES "public"."partner_deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_deals_co_sell_deal_id_idx" ON "partner_deals" USING btree ("co_sell_deal_id");--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_commission_share_range" CHECK ("commission_payouts"."commission_share" > 0 and "commission_payouts"."commission_share" <= 100);--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_co_sell_share" CHECK (("partner_deals"."co_sell_deal_id" is null) = ("partner_deals"."co_sell_share" is null) and "partner_deals"."co_sell_share" > 0 and "partner_deals"."co_sell_share" < 100);--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_conflict_policy" CHECK ("programme_settings"."conflict_policy" in ('first_approved', 'co_sell'));