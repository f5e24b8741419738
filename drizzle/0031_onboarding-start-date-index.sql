DROP INDEX "customers_start_date_idx";--> statement-breakpoint
CREATE INDEX "customers_start_date_id_idx" ON "customers" USING btree ("start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);