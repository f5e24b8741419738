CREATE TYPE "public"."report_visibility" AS ENUM('private', 'shared');--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"definition" jsonb NOT NULL,
	"visibility" "report_visibility" DEFAULT 'private' NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_name_length" CHECK (char_length("saved_reports"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_reports_author_updated_idx" ON "saved_reports" USING btree ("author_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_reports_shared_updated_idx" ON "saved_reports" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "saved_reports"."visibility" = 'shared';--> statement-breakpoint
CREATE INDEX "saved_reports_search_trgm_idx" ON "saved_reports" USING gin (lower("name" || ' ' || coalesce("description", '')) gin_trgm_ops);