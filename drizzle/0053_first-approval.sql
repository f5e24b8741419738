ALTER TABLE "partners" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
-- Every partner approved so far counts from its latest approval: the earlier ones were not kept.
UPDATE "partners" SET "first_approved_at" = "approved_at" WHERE "approved_at" IS NOT NULL;
--> statement-breakpoint
-- Who a version reaches, when and from what number are as much what partners sign as its text: nothing of a
-- published version changes but its publisher's link, which a removed account clears.
CREATE OR REPLACE FUNCTION "agreement_versions_unalterable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."id" IS DISTINCT FROM OLD."id" OR NEW."number" IS DISTINCT FROM OLD."number"
    OR NEW."title" IS DISTINCT FROM OLD."title" OR NEW."body" IS DISTINCT FROM OLD."body"
    OR NEW."text_sha256" IS DISTINCT FROM OLD."text_sha256" OR NEW."document_key" IS DISTINCT FROM OLD."document_key"
    OR NEW."document_name" IS DISTINCT FROM OLD."document_name" OR NEW."business_type" IS DISTINCT FROM OLD."business_type"
    OR NEW."grace_days" IS DISTINCT FROM OLD."grace_days" OR NEW."published_at" IS DISTINCT FROM OLD."published_at"
    OR (NEW."published_by" IS DISTINCT FROM OLD."published_by" AND NEW."published_by" IS NOT NULL) THEN
    RAISE EXCEPTION 'a published agreement version cannot be altered or deleted';
  END IF;
  RETURN NEW;
END;
$$;
