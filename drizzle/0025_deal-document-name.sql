-- A deal's proposal keeps the name its sender gave it; the storage key holds only a name made safe for keys
-- ("Globex proposal.pdf" stored as ".../1700000000000-Globex-proposal.pdf"). Proposals sent before this column
-- keep that safe name, the key's last part without its timestamp: the only name they have.
ALTER TABLE "partner_deals" ADD COLUMN "document_name" text;--> statement-breakpoint
UPDATE "partner_deals"
  SET "document_name" = regexp_replace(substring("document_key" from '[^/]*$'), '^[0-9]+-', '')
  WHERE "document_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_deals" ADD CONSTRAINT "partner_deals_document_named" CHECK (("partner_deals"."document_key" is null) = ("partner_deals"."document_name" is null));
