CREATE TABLE "analytics_monthly" (
	"figure" text NOT NULL,
	"month" date NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_monthly_figure_month_dimension_pk" PRIMARY KEY("figure","month","dimension"),
	CONSTRAINT "analytics_monthly_figure" CHECK ("analytics_monthly"."figure" in ('deals_submitted', 'deals_won', 'days_to_close', 'commission', 'certificates', 'tickets_opened', 'tickets_solved'))
);
--> statement-breakpoint
ALTER TABLE "partner_deals" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Deals closed before closed_at existed: the moment the audit trail saw them move to their closing status, else
-- their last review, else their submission.
UPDATE "partner_deals" d SET closed_at = coalesce(
  (SELECT max(a.created_at) FROM "partner_audit_logs" a
    WHERE a.action = 'deal_status_changed' AND a.subject_type = 'deal' AND a.subject_id = d.id::text
      AND a.details->>'to' = d.status::text),
  d.reviewed_at, d.submitted_at)
WHERE d.status IN ('closed_won', 'closed_lost');--> statement-breakpoint
-- Analytics' monthly figures (docs/product/business-intelligence.md#analytics). Once per statement on deals,
-- payouts, certificates and tickets: the changed rows are taken off as they were and added as they are, each
-- (figure, month, dimension)'s difference added to its row as it stands (an upsert, never a value read before), in
-- key order so that two transactions changing the same figures wait for each other instead of deadlocking. A
-- change that moves no figure (a review, a reply to a ticket) writes nothing. A closed deal without closed_at
-- (rows written outside the portal's own code) counts in its last review's month, else its submission's.
CREATE FUNCTION "analytics_monthly_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
  END;
  figures text := CASE TG_TABLE_NAME
    WHEN 'partner_deals' THEN $f$
      SELECT sign, 'deals_submitted' AS figure, date_trunc('month', submitted_at AT TIME ZONE 'UTC')::date AS month,
        status::text AS dimension, deal_value AS amount FROM changed
      UNION ALL
      SELECT sign, 'deals_won', date_trunc('month', coalesce(closed_at, reviewed_at, submitted_at) AT TIME ZONE 'UTC')::date,
        '', deal_value FROM changed WHERE status = 'closed_won'
      UNION ALL
      SELECT sign, 'days_to_close', date_trunc('month', coalesce(closed_at, reviewed_at, submitted_at) AT TIME ZONE 'UTC')::date,
        least(366, greatest(0, floor(extract(epoch FROM coalesce(closed_at, reviewed_at, submitted_at) - submitted_at) / 86400)))::integer::text,
        0 FROM changed WHERE status = 'closed_won'$f$
    WHEN 'commission_payouts' THEN $f$
      SELECT sign, 'commission' AS figure, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
        '' AS dimension, commission_amount AS amount FROM changed$f$
    WHEN 'certificates' THEN $f$
      SELECT sign, 'certificates' AS figure, date_trunc('month', issued_at AT TIME ZONE 'UTC')::date AS month,
        '' AS dimension, 0::numeric AS amount FROM changed$f$
    ELSE $f$
      SELECT sign, 'tickets_opened' AS figure, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
        '' AS dimension, 0::numeric AS amount FROM changed
      UNION ALL
      SELECT sign, 'tickets_solved', date_trunc('month', solved_at AT TIME ZONE 'UTC')::date,
        CASE WHEN first_response_breached_at IS NULL AND resolution_breached_at IS NULL THEN 'met' ELSE 'breached' END,
        0 FROM changed WHERE solved_at IS NOT NULL$f$
  END;
BEGIN
  EXECUTE format($q$
    WITH changed AS (%s)
    INSERT INTO "analytics_monthly" AS kept (figure, month, dimension, count, amount)
    SELECT d.figure, d.month, d.dimension, sum(d.sign)::bigint, sum(d.sign * d.amount)
    FROM (%s) AS d
    GROUP BY d.figure, d.month, d.dimension
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.amount) <> 0
    ORDER BY d.figure, d.month, d.dimension
    ON CONFLICT (figure, month, dimension) DO UPDATE SET
      count = kept.count + excluded.count,
      amount = kept.amount + excluded.amount$q$, changed, figures);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partner_deals_analytics_insert" AFTER INSERT ON "partner_deals"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "partner_deals_analytics_update" AFTER UPDATE ON "partner_deals"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "partner_deals_analytics_delete" AFTER DELETE ON "partner_deals"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_analytics_insert" AFTER INSERT ON "commission_payouts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_analytics_update" AFTER UPDATE ON "commission_payouts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_analytics_delete" AFTER DELETE ON "commission_payouts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "certificates_analytics_insert" AFTER INSERT ON "certificates"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "certificates_analytics_update" AFTER UPDATE ON "certificates"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "certificates_analytics_delete" AFTER DELETE ON "certificates"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "support_tickets_analytics_insert" AFTER INSERT ON "support_tickets"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "support_tickets_analytics_update" AFTER UPDATE ON "support_tickets"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
CREATE TRIGGER "support_tickets_analytics_delete" AFTER DELETE ON "support_tickets"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_monthly_count"();--> statement-breakpoint
-- The figures of what is already stored, as the triggers would have kept them.
WITH
  deals AS (SELECT 1 AS sign, * FROM "partner_deals"),
  payouts AS (SELECT 1 AS sign, * FROM "commission_payouts"),
  issued AS (SELECT 1 AS sign, * FROM "certificates"),
  tickets AS (SELECT 1 AS sign, * FROM "support_tickets")
INSERT INTO "analytics_monthly" (figure, month, dimension, count, amount)
SELECT d.figure, d.month, d.dimension, sum(d.sign)::bigint, sum(d.sign * d.amount)
FROM (
  SELECT sign, 'deals_submitted' AS figure, date_trunc('month', submitted_at AT TIME ZONE 'UTC')::date AS month,
    status::text AS dimension, deal_value AS amount FROM deals
  UNION ALL
  SELECT sign, 'deals_won', date_trunc('month', coalesce(closed_at, reviewed_at, submitted_at) AT TIME ZONE 'UTC')::date,
    '', deal_value FROM deals WHERE status = 'closed_won'
  UNION ALL
  SELECT sign, 'days_to_close', date_trunc('month', coalesce(closed_at, reviewed_at, submitted_at) AT TIME ZONE 'UTC')::date,
    least(366, greatest(0, floor(extract(epoch FROM coalesce(closed_at, reviewed_at, submitted_at) - submitted_at) / 86400)))::integer::text,
    0 FROM deals WHERE status = 'closed_won'
  UNION ALL
  SELECT sign, 'commission', date_trunc('month', created_at AT TIME ZONE 'UTC')::date, '', commission_amount FROM payouts
  UNION ALL
  SELECT sign, 'certificates', date_trunc('month', issued_at AT TIME ZONE 'UTC')::date, '', 0 FROM issued
  UNION ALL
  SELECT sign, 'tickets_opened', date_trunc('month', created_at AT TIME ZONE 'UTC')::date, '', 0 FROM tickets
  UNION ALL
  SELECT sign, 'tickets_solved', date_trunc('month', solved_at AT TIME ZONE 'UTC')::date,
    CASE WHEN first_response_breached_at IS NULL AND resolution_breached_at IS NULL THEN 'met' ELSE 'breached' END,
    0 FROM tickets WHERE solved_at IS NOT NULL
) AS d
GROUP BY d.figure, d.month, d.dimension;
