-- Endpoints that exist keep the old v1= signature their receivers check (decision 0054); new ones get Standard
-- Webhooks signatures, and so does an old one once its secret is rotated.
ALTER TABLE "webhook_endpoints" ADD COLUMN "signing" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "signing" SET DEFAULT 'standard';--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_signing_check" CHECK ("webhook_endpoints"."signing" in ('standard', 'legacy'));
