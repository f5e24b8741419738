CREATE TABLE "active_learners" (
	"user_id" text PRIMARY KEY NOT NULL,
	"open_enrollments" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "active_learners_spent_idx" ON "active_learners" USING btree ("user_id") WHERE "active_learners"."open_enrollments" <= 0;--> statement-breakpoint
-- Once per statement on enrollments: each learner's change in enrollments not completed (taken off as they were,
-- added as they are) added to their row as it stands (an upsert, never a value read before), in user order so that
-- two transactions changing the same learners wait for each other instead of deadlocking; a row whose count
-- reaches zero goes, so the table holds exactly the learners with an enrollment under way.
CREATE FUNCTION "active_learners_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO "active_learners" AS kept (user_id, open_enrollments)
    SELECT d.user_id, sum(d.sign * (d.status <> 'completed')::integer)::integer
    FROM (%s) AS d
    GROUP BY d.user_id
    HAVING sum(d.sign * (d.status <> 'completed')::integer) <> 0
    ORDER BY d.user_id
    ON CONFLICT (user_id) DO UPDATE SET open_enrollments = kept.open_enrollments + excluded.open_enrollments$q$,
    changed);
  -- Read through the partial index of spent rows, which holds only those this statement just brought to zero.
  DELETE FROM "active_learners" WHERE open_enrollments <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrollments_active_learners_insert" AFTER INSERT ON "enrollments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "active_learners_count"();--> statement-breakpoint
CREATE TRIGGER "enrollments_active_learners_update" AFTER UPDATE ON "enrollments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "active_learners_count"();--> statement-breakpoint
CREATE TRIGGER "enrollments_active_learners_delete" AFTER DELETE ON "enrollments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "active_learners_count"();--> statement-breakpoint
INSERT INTO "active_learners" (user_id, open_enrollments)
SELECT user_id, count(*)::integer FROM "enrollments" WHERE status <> 'completed' GROUP BY user_id;
