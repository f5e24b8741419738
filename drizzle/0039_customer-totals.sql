CREATE TABLE "customer_totals" (
	"status" "customer_status" PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	"score_sum" bigint NOT NULL
);
--> statement-breakpoint
-- The customers of each status and their scores' sum (docs/product/customer-success.md#kpi-cards). Once per
-- statement on customers: the changed rows are taken off as they were and added as they are, each status's
-- difference added to its row in status order (an upsert, never a value read before), as the report totals are
-- kept (migration 0038). A change that moves neither count nor score (a note, an owner) writes nothing.
CREATE FUNCTION "customer_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
  END;
BEGIN
  EXECUTE format($q$
    WITH changed AS (%s)
    INSERT INTO "customer_totals" AS kept (status, count, score_sum)
    SELECT status, sum(sign), sum(sign * health_score) FROM changed
    GROUP BY status HAVING sum(sign) <> 0 OR sum(sign * health_score) <> 0
    ORDER BY status
    ON CONFLICT (status) DO UPDATE SET
      count = kept.count + excluded.count, score_sum = kept.score_sum + excluded.score_sum$q$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_totals_insert" AFTER INSERT ON "customers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "customer_totals_count"();--> statement-breakpoint
CREATE TRIGGER "customers_totals_update" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "customer_totals_count"();--> statement-breakpoint
CREATE TRIGGER "customers_totals_delete" AFTER DELETE ON "customers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "customer_totals_count"();--> statement-breakpoint
-- The totals of the customers already stored.
INSERT INTO "customer_totals" (status, count, score_sum)
  SELECT status, count(*), sum(health_score) FROM "customers" GROUP BY status;
