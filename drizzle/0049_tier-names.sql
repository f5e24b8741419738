ALTER TABLE "programme_tiers" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "programme_tiers" SET "name" = initcap("tier"::text);--> statement-breakpoint
ALTER TABLE "programme_tiers" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_tiers" ADD CONSTRAINT "programme_tiers_name_length" CHECK (char_length("programme_tiers"."name") between 1 and 30);
