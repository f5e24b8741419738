CREATE TABLE "partner_performance" (
	"period" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"ranked" boolean NOT NULL,
	"company_name" text NOT NULL,
	"deals_won" integer DEFAULT 0 NOT NULL,
	"deals_lost" integer DEFAULT 0 NOT NULL,
	"won_value" numeric DEFAULT '0' NOT NULL,
	"commission_earned" numeric DEFAULT '0' NOT NULL,
	"commission_paid" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "partner_performance_partner_id_period_pk" PRIMARY KEY("partner_id","period"),
	CONSTRAINT "partner_performance_period" CHECK ("partner_performance"."period" in ('30d', '90d', '12m', 'all'))
);
--> statement-breakpoint
CREATE TABLE "performance_windows" (
	"period" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "performance_windows_period" CHECK ("performance_windows"."period" in ('30d', '90d', '12m', 'all'))
);
--> statement-breakpoint
ALTER TABLE "partner_performance" ADD CONSTRAINT "partner_performance_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_performance_deals_won_idx" ON "partner_performance" USING btree ("period","deals_won" DESC NULLS FIRST,"company_name","partner_id") WHERE "partner_performance"."ranked";--> statement-breakpoint
CREATE INDEX "partner_performance_won_value_idx" ON "partner_performance" USING btree ("period","won_value" DESC NULLS FIRST,"company_name","partner_id") WHERE "partner_performance"."ranked";--> statement-breakpoint
CREATE INDEX "partner_performance_commission_earned_idx" ON "partner_performance" USING btree ("period","commission_earned" DESC NULLS FIRST,"company_name","partner_id") WHERE "partner_performance"."ranked";--> statement-breakpoint
-- The performance ranking's figures (decision 0038, docs/product/deals.md#performance-tracking) are kept by the
-- triggers below in the transaction of each deal, payout and partner change. Every writer of partner_performance
-- first takes lock 727019: the triggers shared, performance_windows_roll alone, so a roll never runs between a
-- change reading where the windows start and its commit.
-- Where a period's kept figures start at a time: the start of the hour (UTC) in which 30 or 90 days back falls,
-- the first of the 12 whole UTC months (the period's exact start), -infinity for all time.
CREATE FUNCTION "performance_window_start"(period text, at timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE period
    WHEN '30d' THEN date_trunc('hour', (at - interval '30 days') AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    WHEN '90d' THEN date_trunc('hour', (at - interval '90 days') AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    WHEN '12m' THEN (date_trunc('month', at AT TIME ZONE 'UTC') - interval '11 months') AT TIME ZONE 'UTC'
    ELSE '-infinity'::timestamptz
  END
$$;--> statement-breakpoint
-- Each partner's figures of the deals submitted and the payouts made from `from_at` until before `to_at`: deals
-- won and lost by current status, value won, commission earned and paid.
CREATE FUNCTION "performance_between"(from_at timestamptz, to_at timestamptz)
RETURNS TABLE (partner_id uuid, won integer, lost integer, won_value numeric, earned numeric, paid numeric)
LANGUAGE sql STABLE AS $$
  SELECT partner_id, sum(won)::integer, sum(lost)::integer, sum(won_value), sum(earned), sum(paid) FROM (
    SELECT partner_id, (status = 'closed_won')::integer AS won, (status = 'closed_lost')::integer AS lost,
      CASE WHEN status = 'closed_won' THEN deal_value ELSE 0 END AS won_value, 0 AS earned, 0 AS paid
    FROM "partner_deals" WHERE submitted_at >= from_at AND submitted_at < to_at
    UNION ALL
    SELECT partner_id, 0, 0, 0, commission_amount, CASE WHEN status = 'paid' THEN commission_amount ELSE 0 END
    FROM "commission_payouts" WHERE created_at >= from_at AND created_at < to_at
  ) figures GROUP BY partner_id
$$;--> statement-breakpoint
-- Once per statement on deals and payouts (a bulk insert sums its rows once): the changed rows' old figures are
-- taken off and their new ones added, for every period whose window holds the row, each partner's difference
-- added to its row as it stands (an upsert, never a value read before), in partner order so that two
-- transactions changing the same partners wait for each other instead of deadlocking. A change that moves no
-- figure (a review, a deal approved) writes nothing.
CREATE FUNCTION "partner_performance_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
  END;
  figures text := CASE TG_TABLE_NAME
    WHEN 'partner_deals' THEN $f$submitted_at AS at, (status = 'closed_won')::integer AS won,
      (status = 'closed_lost')::integer AS lost, CASE WHEN status = 'closed_won' THEN deal_value ELSE 0 END AS won_value,
      0 AS earned, 0 AS paid$f$
    ELSE $f$created_at AS at, 0 AS won, 0 AS lost, 0 AS won_value, commission_amount AS earned,
      CASE WHEN status = 'paid' THEN commission_amount ELSE 0 END AS paid$f$
  END;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(727019);
  EXECUTE format($q$
    INSERT INTO "partner_performance" AS kept (period, partner_id, ranked, company_name, deals_won, deals_lost,
      won_value, commission_earned, commission_paid)
    SELECT c.period, c.partner_id, p.status IN ('active', 'suspended'), p.company_name, c.won, c.lost, c.won_value,
      c.earned, c.paid
    FROM (
      SELECT w.period, d.partner_id, sum(d.sign * d.won)::integer AS won, sum(d.sign * d.lost)::integer AS lost,
        sum(d.sign * d.won_value) AS won_value, sum(d.sign * d.earned) AS earned, sum(d.sign * d.paid) AS paid
      FROM (SELECT sign, partner_id, %s FROM (%s) AS changed_rows) AS d
      JOIN "performance_windows" w ON d.at >= w.starts_at
      GROUP BY w.period, d.partner_id
      HAVING sum(d.sign * d.won) <> 0 OR sum(d.sign * d.lost) <> 0 OR sum(d.sign * d.won_value) <> 0
        OR sum(d.sign * d.earned) <> 0 OR sum(d.sign * d.paid) <> 0
    ) AS c
    JOIN "partners" p ON p.id = c.partner_id
    ORDER BY c.partner_id, c.period
    ON CONFLICT (partner_id, period) DO UPDATE SET
      deals_won = kept.deals_won + excluded.deals_won,
      deals_lost = kept.deals_lost + excluded.deals_lost,
      won_value = kept.won_value + excluded.won_value,
      commission_earned = kept.commission_earned + excluded.commission_earned,
      commission_paid = kept.commission_paid + excluded.commission_paid$q$, figures, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partner_deals_performance_insert" AFTER INSERT ON "partner_deals"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "partner_performance_count"();--> statement-breakpoint
CREATE TRIGGER "partner_deals_performance_update" AFTER UPDATE ON "partner_deals"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "partner_performance_count"();--> statement-breakpoint
CREATE TRIGGER "partner_deals_performance_delete" AFTER DELETE ON "partner_deals"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "partner_performance_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_performance_insert" AFTER INSERT ON "commission_payouts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "partner_performance_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_performance_update" AFTER UPDATE ON "commission_payouts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "partner_performance_count"();--> statement-breakpoint
CREATE TRIGGER "commission_payouts_performance_delete" AFTER DELETE ON "commission_payouts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "partner_performance_count"();--> statement-breakpoint
-- A new partner gets a row of zeros in every period, so the ranking lists it without its deals.
CREATE FUNCTION "partner_performance_partners_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(727019);
  INSERT INTO "partner_performance" (period, partner_id, ranked, company_name)
  SELECT w.period, p.id, p.status IN ('active', 'suspended'), p.company_name
  FROM new_partners p CROSS JOIN "performance_windows" w
  ORDER BY p.id, w.period
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partners_performance_insert" AFTER INSERT ON "partners"
  REFERENCING NEW TABLE AS "new_partners" FOR EACH STATEMENT EXECUTE FUNCTION "partner_performance_partners_added"();--> statement-breakpoint
-- Pending and rejected partners are applications, not ranked; the name breaks ties in the ranking.
CREATE FUNCTION "partner_performance_partner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(727019);
  UPDATE "partner_performance" SET ranked = NEW.status IN ('active', 'suspended'), company_name = NEW.company_name
  WHERE partner_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partners_performance_update" AFTER UPDATE OF "status", "company_name" ON "partners"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."company_name" IS DISTINCT FROM NEW."company_name")
  EXECUTE FUNCTION "partner_performance_partner_changed"();--> statement-breakpoint
-- Moves each window that time has left behind to where it now starts, taking the deals and payouts it leaves out
-- off the figures. The ranking calls it before it reads; nothing to do costs one look at four rows.
CREATE FUNCTION "performance_windows_roll"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w record;
BEGIN
  IF NOT EXISTS (SELECT FROM "performance_windows" WHERE starts_at < performance_window_start(period, now())) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(727019);
  FOR w IN
    SELECT period, starts_at AS kept_from, performance_window_start(period, now()) AS starts_at
    FROM "performance_windows" WHERE starts_at < performance_window_start(period, now()) ORDER BY period
  LOOP
    UPDATE "partner_performance" kept SET
      deals_won = kept.deals_won - left_out.won,
      deals_lost = kept.deals_lost - left_out.lost,
      won_value = kept.won_value - left_out.won_value,
      commission_earned = kept.commission_earned - left_out.earned,
      commission_paid = kept.commission_paid - left_out.paid
    FROM performance_between(w.kept_from, w.starts_at) AS left_out
    WHERE kept.period = w.period AND kept.partner_id = left_out.partner_id;
    UPDATE "performance_windows" SET starts_at = w.starts_at WHERE period = w.period;
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "performance_windows" (period, starts_at)
SELECT period, performance_window_start(period, now()) FROM unnest(ARRAY['30d', '90d', '12m', 'all']) AS period;--> statement-breakpoint
INSERT INTO "partner_performance" (period, partner_id, ranked, company_name, deals_won, deals_lost, won_value,
  commission_earned, commission_paid)
SELECT w.period, p.id, p.status IN ('active', 'suspended'), p.company_name, coalesce(f.won, 0), coalesce(f.lost, 0),
  coalesce(f.won_value, 0), coalesce(f.earned, 0), coalesce(f.paid, 0)
FROM "performance_windows" w CROSS JOIN "partners" p
LEFT JOIN (
  SELECT w.period, b.* FROM "performance_windows" w, performance_between(w.starts_at, 'infinity') b
) f ON f.period = w.period AND f.partner_id = p.id;
