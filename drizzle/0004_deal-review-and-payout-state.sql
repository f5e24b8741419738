CREATE TYPE "public"."payout_status" AS ENUM('pending', 'paid');--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD COLUMN "status" "payout_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_payouts_status_created_at_idx" ON "commission_payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_deals_customer_key_idx" ON "partner_deals" USING btree ("customer_key");--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_paid_when_paid" CHECK (("commission_payouts"."status" = 'paid') = ("commission_payouts"."paid_at" is not null));