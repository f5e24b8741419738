-- User Management lists people A to Z by name, then e-mail, and searches both. Ordered by lower() expressions,
-- a common search walked the name index and read every profile it passed to test it; the search from anywhere
-- can use any index holding the name itself, and one that did slowed its short lookups. Each profile now carries
-- its name and e-mail lowercased, kept by PostgreSQL, and the list reads them: one index in list order answers a
-- page and a common search without the table, trigram indexes on the keys answer a rare one, and the search
-- from anywhere keeps its own indexes on the name and e-mail as written (decision 0040).
DROP INDEX "profiles_name_order_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(full_name)) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE INDEX "profiles_list_order_idx" ON "profiles" USING btree ("name_key","email_key","user_id");--> statement-breakpoint
CREATE INDEX "profiles_name_key_trgm_idx" ON "profiles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_key_trgm_idx" ON "profiles" USING gin ("email_key" gin_trgm_ops);