-- pg_trgm gives the trigram indexes that serve case-insensitive substring search. It is a trusted extension:
-- a database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "partner_deals_partner_id_submitted_at_idx";--> statement-breakpoint
DROP INDEX "partner_deals_status_submitted_at_idx";--> statement-breakpoint
DROP INDEX "partner_deals_submitted_at_idx";--> statement-breakpoint
CREATE INDEX "partner_deals_partner_id_submitted_at_id_idx" ON "partner_deals" USING btree ("partner_id","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");--> statement-breakpoint
CREATE INDEX "partner_deals_status_submitted_at_id_idx" ON "partner_deals" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partner_deals_submitted_at_id_search_idx" ON "partner_deals" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"partner_id","status",lower("company_name"),lower("contact_person"),"company_name","contact_person");--> statement-breakpoint
CREATE INDEX "partner_deals_company_name_trgm_idx" ON "partner_deals" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partner_deals_contact_person_trgm_idx" ON "partner_deals" USING gin (lower("contact_person") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_company_name_trgm_idx" ON "partners" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_contact_name_trgm_idx" ON "partners" USING gin ("contact_name" gin_trgm_ops);