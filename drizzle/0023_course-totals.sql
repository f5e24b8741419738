CREATE TABLE "course_totals" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"enrollments" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"certificates" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_totals" ADD CONSTRAINT "course_totals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The programme's stat cards (docs/product/learning.md#stat-cards) add up these rows. Once per statement on
-- enrollments and certificates (enrolling many learners sums its rows once): the changed rows are taken off as
-- they were and added as they are, each course's difference added to its row as it stands (an upsert, never a
-- value read before), in course order so that two transactions changing the same courses wait for each other
-- instead of deadlocking. A change that moves no figure (progress within a course) writes nothing.
CREATE FUNCTION "course_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
  END;
  figures text := CASE TG_TABLE_NAME
    WHEN 'enrollments' THEN $f$1 AS enrollments, (status = 'completed')::integer AS completed, 0 AS certificates$f$
    ELSE $f$0 AS enrollments, 0 AS completed, 1 AS certificates$f$
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO "course_totals" AS kept (course_id, enrollments, completed, certificates)
    SELECT d.course_id, sum(d.sign * d.enrollments)::integer, sum(d.sign * d.completed)::integer,
      sum(d.sign * d.certificates)::integer
    FROM (SELECT sign, course_id, %s FROM (%s) AS changed_rows) AS d
    GROUP BY d.course_id
    HAVING sum(d.sign * d.enrollments) <> 0 OR sum(d.sign * d.completed) <> 0 OR sum(d.sign * d.certificates) <> 0
    ORDER BY d.course_id
    ON CONFLICT (course_id) DO UPDATE SET
      enrollments = kept.enrollments + excluded.enrollments,
      completed = kept.completed + excluded.completed,
      certificates = kept.certificates + excluded.certificates$q$, figures, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrollments_totals_insert" AFTER INSERT ON "enrollments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "course_totals_count"();--> statement-breakpoint
CREATE TRIGGER "enrollments_totals_update" AFTER UPDATE ON "enrollments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "course_totals_count"();--> statement-breakpoint
CREATE TRIGGER "enrollments_totals_delete" AFTER DELETE ON "enrollments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "course_totals_count"();--> statement-breakpoint
CREATE TRIGGER "certificates_totals_insert" AFTER INSERT ON "certificates"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "course_totals_count"();--> statement-breakpoint
CREATE TRIGGER "certificates_totals_update" AFTER UPDATE ON "certificates"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "course_totals_count"();--> statement-breakpoint
CREATE TRIGGER "certificates_totals_delete" AFTER DELETE ON "certificates"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "course_totals_count"();--> statement-breakpoint
INSERT INTO "course_totals" (course_id, enrollments, completed, certificates)
SELECT c.id, coalesce(e.enrollments, 0), coalesce(e.completed, 0), coalesce(k.certificates, 0)
FROM "courses" c
LEFT JOIN (
  SELECT course_id, count(*)::integer AS enrollments, (count(*) FILTER (WHERE status = 'completed'))::integer AS completed
  FROM "enrollments" GROUP BY course_id
) e ON e.course_id = c.id
LEFT JOIN (SELECT course_id, count(*)::integer AS certificates FROM "certificates" GROUP BY course_id) k
  ON k.course_id = c.id
WHERE e.course_id IS NOT NULL OR k.course_id IS NOT NULL;
