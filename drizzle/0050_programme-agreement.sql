CREATE TABLE "agreement_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"signed_by" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_title" text NOT NULL,
	"signer_email" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"text_sha256" text NOT NULL,
	"document_key" text NOT NULL,
	CONSTRAINT "agreement_signatures_partner_version_unique" UNIQUE("partner_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"text_sha256" text NOT NULL,
	"business_type" "business_type",
	"grace_days" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "agreement_versions_number_unique" UNIQUE("number"),
	CONSTRAINT "agreement_versions_grace_days_range" CHECK ("agreement_versions"."grace_days" between 0 and 180),
	CONSTRAINT "agreement_versions_text_sha256_hex" CHECK ("agreement_versions"."text_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_signed_by_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_signatures_partner_signed_at_idx" ON "agreement_signatures" USING btree ("partner_id","signed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "agreement_versions_audience_idx" ON "agreement_versions" USING btree ("business_type","published_at" DESC NULLS FIRST);--> statement-breakpoint
-- A signature is evidence: once written it is never changed or removed (docs/product/agreements.md).
CREATE FUNCTION "agreement_signatures_unalterable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agreement signatures cannot be altered or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agreement_signatures_unalterable" BEFORE UPDATE OR DELETE ON "agreement_signatures"
  FOR EACH ROW EXECUTE FUNCTION "agreement_signatures_unalterable"();--> statement-breakpoint
CREATE FUNCTION "agreement_versions_unalterable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."body" IS DISTINCT FROM OLD."body" OR NEW."text_sha256" IS DISTINCT FROM OLD."text_sha256" THEN
    RAISE EXCEPTION 'a published agreement version''s text cannot be altered or deleted';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agreement_versions_unalterable" BEFORE UPDATE OR DELETE ON "agreement_versions"
  FOR EACH ROW EXECUTE FUNCTION "agreement_versions_unalterable"();
