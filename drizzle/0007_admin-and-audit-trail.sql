ALTER TABLE "departments" DROP CONSTRAINT "departments_name_unique";--> statement-breakpoint
DROP INDEX "partner_audit_logs_actor_user_id_idx";--> statement-breakpoint
DROP INDEX "partner_audit_logs_created_at_idx";--> statement-breakpoint
ALTER TABLE "partner_audit_logs" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "partner_audit_logs" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "partner_audit_logs" ADD COLUMN "subject_label" text;--> statement-breakpoint
CREATE INDEX "partner_audit_logs_actor_created_at_idx" ON "partner_audit_logs" USING btree ("actor_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partner_audit_logs_actor_action_created_at_idx" ON "partner_audit_logs" USING btree ("actor_user_id","action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partner_audit_logs_action_created_at_idx" ON "partner_audit_logs" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partner_audit_logs_subject_created_at_idx" ON "partner_audit_logs" USING btree ("subject_type","subject_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Names that differ only in case become one name each before they must be unique that way: later ones get their id.
UPDATE "departments" d SET "name" = d."name" || ' (' || d."id" || ')'
WHERE EXISTS (SELECT 1 FROM "departments" o WHERE lower(o."name") = lower(d."name")
  AND (o."created_at", o."id") < (d."created_at", d."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_lower_unique" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_name_order_idx" ON "profiles" USING btree (lower("full_name"),lower("email"));--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "partner_audit_logs_created_at_idx" ON "partner_audit_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Entries written before subjects existed take theirs from their details and partner.
UPDATE "partner_audit_logs" l SET "subject_type" = 'application',
  "subject_id" = coalesce(l."details"->>'application_id',
    (SELECT a."id"::text FROM "partner_applications" a WHERE a."partner_id" = l."partner_id" ORDER BY a."submitted_at" DESC LIMIT 1)),
  "subject_label" = l."details"->>'company_name'
WHERE l."action" LIKE 'application\_%';--> statement-breakpoint
UPDATE "partner_audit_logs" l SET "subject_type" = 'deal', "subject_id" = l."details"->>'deal_id',
  "subject_label" = l."details"->>'company_name'
WHERE l."action" LIKE 'deal\_%';--> statement-breakpoint
UPDATE "partner_audit_logs" l SET "subject_type" = 'payout', "subject_id" = l."details"->>'payout_id',
  "subject_label" = (SELECT d."company_name" FROM "partner_deals" d WHERE d."id"::text = l."details"->>'deal_id')
WHERE l."action" LIKE 'payout\_%';--> statement-breakpoint
UPDATE "partner_audit_logs" l SET "subject_type" = 'resource', "subject_id" = l."details"->>'resource_id',
  "subject_label" = l."details"->>'resource_title'
WHERE l."action" LIKE 'resource\_%';--> statement-breakpoint
UPDATE "partner_audit_logs" l SET "subject_type" = 'course', "subject_id" = l."details"->>'course_id',
  "subject_label" = l."details"->>'course_title'
WHERE l."action" = 'certificate_downloaded';--> statement-breakpoint
UPDATE "partner_audit_logs" l SET "subject_type" = 'partner', "subject_id" = l."partner_id"::text,
  "subject_label" = coalesce(l."details"->>'company_name', (SELECT p."company_name" FROM "partners" p WHERE p."id" = l."partner_id"))
WHERE l."subject_type" IS NULL AND l."partner_id" IS NOT NULL;--> statement-breakpoint
-- Append-only: an entry is never deleted, and never changed except that deleting the partner or the user it names
-- unlinks it (the foreign keys' "set null").
CREATE FUNCTION "partner_audit_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit entries are append-only: they cannot be deleted';
  END IF;
  IF NEW."id" IS DISTINCT FROM OLD."id" OR NEW."action" IS DISTINCT FROM OLD."action"
    OR NEW."subject_type" IS DISTINCT FROM OLD."subject_type" OR NEW."subject_id" IS DISTINCT FROM OLD."subject_id"
    OR NEW."subject_label" IS DISTINCT FROM OLD."subject_label" OR NEW."details" IS DISTINCT FROM OLD."details"
    OR NEW."created_at" IS DISTINCT FROM OLD."created_at"
    OR (NEW."partner_id" IS DISTINCT FROM OLD."partner_id" AND NEW."partner_id" IS NOT NULL)
    OR (NEW."actor_user_id" IS DISTINCT FROM OLD."actor_user_id" AND NEW."actor_user_id" IS NOT NULL) THEN
    RAISE EXCEPTION 'audit entries are append-only: they cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partner_audit_logs_append_only" BEFORE UPDATE OR DELETE ON "partner_audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "partner_audit_logs_append_only"();
