-- A session's last request, for the signed-in devices list; the sessions open now last moved when they were
-- last extended.
ALTER TABLE "session" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
UPDATE "session" SET "last_active_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "session" ALTER COLUMN "last_active_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "session" ALTER COLUMN "last_active_at" SET NOT NULL;
