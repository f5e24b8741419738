-- A deal's words change only with its customer or contact name: the update trigger of migration 0015 fired on
-- every update (each status change, each review) and re-inserted every word of the updated deals. PostgreSQL
-- refuses a transition table on a trigger limited to columns, so the update trigger is now per row, on those two
-- columns only, and only when one of them really changed. A deal is renamed one at a time; the insert trigger
-- stays per statement for bulk inserts.
DROP TRIGGER "partner_deals_name_words_update" ON "partner_deals";--> statement-breakpoint
CREATE FUNCTION "deal_name_words_add_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_name_words" ("word")
  SELECT word FROM "deal_name_words_of"(NEW."company_name", NEW."contact_person") AS word
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partner_deals_name_words_update" AFTER UPDATE OF "company_name", "contact_person" ON "partner_deals"
  FOR EACH ROW
  WHEN (OLD."company_name" IS DISTINCT FROM NEW."company_name" OR OLD."contact_person" IS DISTINCT FROM NEW."contact_person")
  EXECUTE FUNCTION "deal_name_words_add_renamed"();
