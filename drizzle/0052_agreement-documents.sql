ALTER TABLE "agreement_versions" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD COLUMN "document_name" text;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_text_or_document" CHECK (("agreement_versions"."document_key" is null) = ("agreement_versions"."document_name" is null)
        and ("agreement_versions"."document_key" is null) = (char_length("agreement_versions"."body") > 0));--> statement-breakpoint
-- A PDF version's file is its text: it can no more change than a Markdown version's body.
CREATE OR REPLACE FUNCTION "agreement_versions_unalterable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."body" IS DISTINCT FROM OLD."body" OR NEW."text_sha256" IS DISTINCT FROM OLD."text_sha256"
    OR NEW."document_key" IS DISTINCT FROM OLD."document_key" THEN
    RAISE EXCEPTION 'a published agreement version''s text cannot be altered or deleted';
  END IF;
  RETURN NEW;
END;
$$;
