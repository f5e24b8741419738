-- User Management's A to Z order walked the index and read each person's row from the table: a deep page read
-- every row it skipped, and a search for a common name read, and tested, every person sorting before its first
-- match. The index now carries the id, name and e-mail in its keys, so the page, its skipped rows and a search's
-- test of each name come from the index alone (rows the last vacuum saw settled need no table read). At 100,000
-- people: page 200 8.6 -> 0.7 ms, the first page of a search for "anna" 5.2 -> 2.0 ms.
DROP INDEX "profiles_name_order_idx";--> statement-breakpoint
CREATE INDEX "profiles_name_order_idx" ON "profiles" USING btree (lower("full_name"),lower("email"),"user_id","full_name","email");