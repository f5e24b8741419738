CREATE TABLE "deal_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deal_name_words_word_trgm_idx" ON "deal_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a deal's names as the search splits a query: runs of letters and digits, lower-cased, of three
-- characters or more (a shorter word has no trigram to compare).
CREATE FUNCTION "deal_name_words_of"(company text, contact text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(company || ' ' || contact), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3
$$;--> statement-breakpoint
-- Once per statement: a bulk insert adds its new words in one insert. In word order, so that two transactions
-- adding the same new words wait for each other instead of deadlocking.
CREATE FUNCTION "deal_name_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_name_words" ("word")
  SELECT DISTINCT word FROM "new_deals", "deal_name_words_of"("company_name", "contact_person") AS word
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partner_deals_name_words_insert" AFTER INSERT ON "partner_deals"
  REFERENCING NEW TABLE AS "new_deals" FOR EACH STATEMENT EXECUTE FUNCTION "deal_name_words_add"();--> statement-breakpoint
CREATE TRIGGER "partner_deals_name_words_update" AFTER UPDATE ON "partner_deals"
  REFERENCING NEW TABLE AS "new_deals" FOR EACH STATEMENT EXECUTE FUNCTION "deal_name_words_add"();--> statement-breakpoint
INSERT INTO "deal_name_words" ("word")
SELECT DISTINCT word FROM "partner_deals", "deal_name_words_of"("company_name", "contact_person") AS word
ON CONFLICT DO NOTHING;
