CREATE TYPE "public"."report_schedule_preset" AS ENUM('weekdays', 'mondays', 'last_business_day', 'first_of_month', 'quarter_first_monday', 'custom');--> statement-breakpoint
CREATE TABLE "report_recipient_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"preset" "report_schedule_preset" NOT NULL,
	"rule" text NOT NULL,
	"time_of_day" text NOT NULL,
	"time_zone" text NOT NULL,
	"recipient_user_ids" text[] DEFAULT '{}' NOT NULL,
	"recipient_addresses" text[] DEFAULT '{}' NOT NULL,
	"next_run_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_rows" integer,
	"last_failure_at" timestamp with time zone,
	"last_failure" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_time_of_day" CHECK ("report_schedules"."time_of_day" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_recipient_domains" ADD CONSTRAINT "report_recipient_domains_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_report_id_saved_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."saved_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_next_run_idx" ON "report_schedules" USING btree ("next_run_at") WHERE "report_schedules"."next_run_at" is not null;