DROP INDEX "commission_payouts_partner_id_idx";--> statement-breakpoint
DROP INDEX "commission_payouts_status_created_at_idx";--> statement-breakpoint
DROP INDEX "user_roles_role_idx";--> statement-breakpoint
DROP INDEX "partner_applications_status_submitted_at_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_created_at_idx";--> statement-breakpoint
CREATE INDEX "commission_payouts_created_at_id_idx" ON "commission_payouts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commission_payouts_partner_id_created_at_id_idx" ON "commission_payouts" USING btree ("partner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commission_payouts_status_created_at_id_idx" ON "commission_payouts" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partner_applications_submitted_at_id_idx" ON "partner_applications" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_roles_role_user_id_idx" ON "user_roles" USING btree ("role","user_id");--> statement-breakpoint
CREATE INDEX "partner_applications_status_submitted_at_idx" ON "partner_applications" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_at_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);