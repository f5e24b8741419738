-- Deal attachments are referenced by their key in the "partner-documents" bucket, never by URL. No code has
-- written this column yet, so there is nothing to convert.
ALTER TABLE "partner_deals" RENAME COLUMN "document_url" TO "document_key";
