CREATE TABLE "ended_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Rows from before uploads existed (demo data only) take their name from the key; the demo seed sets their size.
ALTER TABLE "partner_resources" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "partner_resources" ADD COLUMN "file_size" bigint;--> statement-breakpoint
UPDATE "partner_resources" SET "file_name" = regexp_replace("file_key", '^.*/', ''), "file_size" = 0;--> statement-breakpoint
ALTER TABLE "partner_resources" ALTER COLUMN "file_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_resources" ALTER COLUMN "file_size" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ended_sessions_ended_at_idx" ON "ended_sessions" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "partners_contact_email_trgm_idx" ON "partners" USING gin ("contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partners_tier_created_at_idx" ON "partners" USING btree ("tier","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partner_resources_public_created_at_idx" ON "partner_resources" USING btree ("created_at" DESC NULLS FIRST) WHERE "partner_resources"."is_public";--> statement-breakpoint
CREATE INDEX "partner_resources_title_trgm_idx" ON "partner_resources" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "partner_resources" ADD CONSTRAINT "partner_resources_file_size_non_negative" CHECK ("partner_resources"."file_size" >= 0);