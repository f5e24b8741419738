ALTER TABLE "partner_resources" RENAME COLUMN "file_url" TO "file_key";--> statement-breakpoint
-- Stored files are referenced by their key in the "resources" bucket, never by URL.
UPDATE "partner_resources" SET "file_key" = substr("file_key", length('/files/resources/') + 1) WHERE "file_key" LIKE '/files/resources/%';