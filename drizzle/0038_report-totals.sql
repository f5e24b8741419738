CREATE TABLE "deal_totals_by_day" (
	"submitted_on" date NOT NULL,
	"status" "deal_status" NOT NULL,
	"count" bigint NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "deal_totals_by_day_submitted_on_status_pk" PRIMARY KEY("submitted_on","status")
);
--> statement-breakpoint
CREATE TABLE "deal_totals_by_partner" (
	"partner_id" uuid NOT NULL,
	"status" "deal_status" NOT NULL,
	"count" bigint NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "deal_totals_by_partner_partner_id_status_pk" PRIMARY KEY("partner_id","status")
);
--> statement-breakpoint
CREATE TABLE "enrollment_totals_by_course" (
	"course_id" uuid NOT NULL,
	"status" "enrollment_status" NOT NULL,
	"count" bigint NOT NULL,
	"progress" bigint NOT NULL,
	CONSTRAINT "enrollment_totals_by_course_course_id_status_pk" PRIMARY KEY("course_id","status")
);
--> statement-breakpoint
CREATE TABLE "enrollment_totals_by_day" (
	"enrolled_on" date NOT NULL,
	"status" "enrollment_status" NOT NULL,
	"count" bigint NOT NULL,
	"progress" bigint NOT NULL,
	CONSTRAINT "enrollment_totals_by_day_enrolled_on_status_pk" PRIMARY KEY("enrolled_on","status")
);
--> statement-breakpoint
CREATE TABLE "payout_totals_by_day" (
	"created_on" date NOT NULL,
	"status" "payout_status" NOT NULL,
	"count" bigint NOT NULL,
	"deal_value" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"commission" numeric NOT NULL,
	CONSTRAINT "payout_totals_by_day_created_on_status_pk" PRIMARY KEY("created_on","status")
);
--> statement-breakpoint
CREATE TABLE "payout_totals_by_partner" (
	"partner_id" uuid NOT NULL,
	"status" "payout_status" NOT NULL,
	"count" bigint NOT NULL,
	"deal_value" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"commission" numeric NOT NULL,
	CONSTRAINT "payout_totals_by_partner_partner_id_status_pk" PRIMARY KEY("partner_id","status")
);
--> statement-breakpoint
-- Saved reports' kept totals (decision 0047). Once per statement on deals, payouts and enrollments, as Analytics'
-- figures are kept (migration 0035): the changed rows are taken off as they were and added as they are, each
-- key's difference added to its row (an upsert, never a value read before), in key order so that two transactions
-- changing the same totals wait for each other instead of deadlocking. A change that moves no total writes nothing.
CREATE FUNCTION "report_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
  END;
BEGIN
  IF TG_TABLE_NAME = 'partner_deals' THEN
    EXECUTE format($q$
      WITH changed AS (%s)
      INSERT INTO "deal_totals_by_partner" AS kept (partner_id, status, count, value)
      SELECT partner_id, status, sum(sign), sum(sign * deal_value) FROM changed
      GROUP BY partner_id, status HAVING sum(sign) <> 0 OR sum(sign * deal_value) <> 0
      ORDER BY partner_id, status
      ON CONFLICT (partner_id, status) DO UPDATE SET
        count = kept.count + excluded.count, value = kept.value + excluded.value$q$, changed);
    EXECUTE format($q$
      WITH changed AS (%s)
      INSERT INTO "deal_totals_by_day" AS kept (submitted_on, status, count, value)
      SELECT (submitted_at AT TIME ZONE 'UTC')::date, status, sum(sign), sum(sign * deal_value) FROM changed
      GROUP BY 1, 2 HAVING sum(sign) <> 0 OR sum(sign * deal_value) <> 0
      ORDER BY 1, 2
      ON CONFLICT (submitted_on, status) DO UPDATE SET
        count = kept.count + excluded.count, value = kept.value + excluded.value$q$, changed);
  ELSIF TG_TABLE_NAME = 'commission_payouts' THEN
    EXECUTE format($q$
      WITH changed AS (%s)
      INSERT INTO "payout_totals_by_partner" AS kept (partner_id, status, count, deal_value, rate, commission)
      SELECT partner_id, status, sum(sign), sum(sign * deal_value), sum(sign * commission_rate),
        sum(sign * commission_amount) FROM changed
      GROUP BY partner_id, status
      HAVING sum(sign) <> 0 OR sum(sign * deal_value) <> 0 OR sum(sign * commission_rate) <> 0
        OR sum(sign * commission_amount) <> 0
      ORDER BY partner_id, status
      ON CONFLICT (partner_id, status) DO UPDATE SET
        count = kept.count + excluded.count, deal_value = kept.deal_value + excluded.deal_value,
        rate = kept.rate + excluded.rate, commission = kept.commission + excluded.commission$q$, changed);
    EXECUTE format($q$
      WITH changed AS (%s)
      INSERT INTO "payout_totals_by_day" AS kept (created_on, status, count, deal_value, rate, commission)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, sum(sign), sum(sign * deal_value),
        sum(sign * commission_rate), sum(sign * commission_amount) FROM changed
      GROUP BY 1, 2
      HAVING sum(sign) <> 0 OR sum(sign * deal_value) <> 0 OR sum(sign * commission_rate) <> 0
        OR sum(sign * commission_amount) <> 0
      ORDER BY 1, 2
      ON CONFLICT (created_on, status) DO UPDATE SET
        count = kept.count + excluded.count, deal_value = kept.deal_value + excluded.deal_value,
        rate = kept.rate + excluded.rate, commission = kept.commission + excluded.commission$q$, changed);
  ELSE
    EXECUTE format($q$
      WITH changed AS (%s)
      INSERT INTO "enrollment_totals_by_course" AS kept (course_id, status, count, progress)
      SELECT course_id, status, sum(sign), sum(sign * progress_percentage) FROM changed
      GROUP BY course_id, status HAVING sum(sign) <> 0 OR sum(sign * progress_percentage) <> 0
      ORDER BY course_id, status
      ON CONFLICT (course_id, status) DO UPDATE SET
        count = kept.count + excluded.count, progress = kept.progress + excluded.progress$q$, changed);
    EXECUTE format($q$
      WITH changed AS (%s)
      INSERT INTO "enrollment_totals_by_day" AS kept (enrolled_on, status, count, progress)
      SELECT (enrolled_at AT TIME ZONE 'UTC')::date, status, sum(sign), sum(sign * progress_percentage)
      FROM changed
      GROUP BY 1, 2 HAVING sum(sign) <> 0 OR sum(sign * progress_percentage) <> 0
      ORDER BY 1, 2
      ON CONFLICT (enrolled_on, status) DO UPDATE SET
        count = kept.count + excluded.count, progress = kept.progress + excluded.progress$q$, changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partner_deals_report_totals_insert" AFTER INSERT ON "partner_deals"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
CREATE TRIGGER "partner_deals_report_totals_update" AFTER UPDATE ON "partner_deals"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
CREATE TRIGGER "partner_deals_report_totals_delete" AFTER DELETE ON "partner_deals"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_report_totals_insert" AFTER INSERT ON "commission_payouts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_report_totals_update" AFTER UPDATE ON "commission_payouts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_report_totals_delete" AFTER DELETE ON "commission_payouts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
CREATE TRIGGER "enrollments_report_totals_insert" AFTER INSERT ON "enrollments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
CREATE TRIGGER "enrollments_report_totals_update" AFTER UPDATE ON "enrollments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
CREATE TRIGGER "enrollments_report_totals_delete" AFTER DELETE ON "enrollments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_count"();--> statement-breakpoint
-- The totals of what is already stored, as the triggers would have kept them.
INSERT INTO "deal_totals_by_partner" (partner_id, status, count, value)
  SELECT partner_id, status, count(*), sum(deal_value) FROM "partner_deals" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "deal_totals_by_day" (submitted_on, status, count, value)
  SELECT (submitted_at AT TIME ZONE 'UTC')::date, status, count(*), sum(deal_value) FROM "partner_deals"
  GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "payout_totals_by_partner" (partner_id, status, count, deal_value, rate, commission)
  SELECT partner_id, status, count(*), sum(deal_value), sum(commission_rate), sum(commission_amount)
  FROM "commission_payouts" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "payout_totals_by_day" (created_on, status, count, deal_value, rate, commission)
  SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*), sum(deal_value), sum(commission_rate),
    sum(commission_amount)
  FROM "commission_payouts" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "enrollment_totals_by_course" (course_id, status, count, progress)
  SELECT course_id, status, count(*), sum(progress_percentage) FROM "enrollments" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "enrollment_totals_by_day" (enrolled_on, status, count, progress)
  SELECT (enrolled_at AT TIME ZONE 'UTC')::date, status, count(*), sum(progress_percentage) FROM "enrollments"
  GROUP BY 1, 2;
