ALTER TABLE "programme_runs" ADD COLUMN "journeys_reconciled_on" date;--> statement-breakpoint
ALTER TABLE "programme_runs" ADD COLUMN "journeys_claimed_at" timestamp with time zone;