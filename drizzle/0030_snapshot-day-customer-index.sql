DROP INDEX "customer_health_snapshots_day_idx";--> statement-breakpoint
CREATE INDEX "customer_health_snapshots_day_customer_idx" ON "customer_health_snapshots" USING btree ("day","customer_id");