import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { DAY_MS } from "#shared/days";
import type { PartnerTier } from "#shared/enums";
import type { TierMetrics, TierRule } from "#shared/tier-rules";

// A partner's figures as the tiers count them (docs/product/programme.md#tiers): the value and number of deals it
// closed won in the window, and for each tier how many of its members completed the courses the tier names.
// Set-based, so the nightly evaluation of every partner is a handful of statements.

/** Every active partner, or just these. */
export type PartnerSelection = { partnerIds: readonly string[] } | "all_active";

const partnersIn = (selection: PartnerSelection): SQL =>
  selection === "all_active"
    ? sql`select id from partners where status = 'active'`
    : sql`select unnest(${sql.param([...selection.partnerIds])}::uuid[])`;

const emptyMetrics = (): TierMetrics => ({
  wonValue: 0,
  dealsWon: 0,
  certifiedMembers: { bronze: 0, silver: 0, gold: 0, platinum: 0 },
});

/** Members who completed every one of the courses (any completed course when there are none), by partner. */
function certifiedMembers(selection: PartnerSelection, courseIds: readonly string[]): SQL {
  const completed =
    courseIds.length === 0
      ? sql`exists (select 1 from enrollments e where e.user_id = m.user_id and e.status = 'completed')`
      : sql`(select count(*) from enrollments e where e.user_id = m.user_id and e.status = 'completed'
          and e.course_id = any(${sql.param([...courseIds])}::uuid[])) = ${courseIds.length}`;
  return sql`select m.partner_id, count(*)::int as certified from partner_members m
    where m.partner_id in (${partnersIn(selection)}) and ${completed}
    group by m.partner_id`;
}

/** The figures of the selected partners at `now`; a partner with none done has zeros. */
export async function tierMetricsOf(
  db: Pick<Db, "execute">,
  selection: PartnerSelection,
  rules: readonly TierRule[],
  now: Date,
  windowDays: number,
): Promise<Map<string, TierMetrics>> {
  const metrics = new Map<string, TierMetrics>();
  const of = (partnerId: string) => {
    let found = metrics.get(partnerId);
    if (!found) {
      found = emptyMetrics();
      metrics.set(partnerId, found);
    }
    return found;
  };
  if (selection !== "all_active") for (const id of selection.partnerIds) of(id);
  const since = new Date(now.getTime() - windowDays * DAY_MS);
  const won = (await db.execute(sql`
    select partner_id, coalesce(sum(deal_value), 0)::float8 as value, count(*)::int as deals
    from partner_deals
    where status = 'closed_won' and closed_at > ${since} and closed_at <= ${now}
      and partner_id in (${partnersIn(selection)})
    group by partner_id`)) as unknown as { rows: { partner_id: string; value: number; deals: number }[] };
  for (const row of won.rows) {
    const found = of(row.partner_id);
    found.wonValue = Number(row.value);
    found.dealsWon = row.deals;
  }
  // Tiers naming the same courses share one count.
  const byCourses = new Map<string, PartnerTier[]>();
  for (const rule of rules) {
    // A tier asking for no certified members needs no count: its requirement is met.
    if (rule.minCertifiedMembers === 0) continue;
    const key = [...rule.courseIds].sort().join(",");
    byCourses.set(key, [...(byCourses.get(key) ?? []), rule.tier]);
  }
  for (const [key, tiers] of byCourses) {
    const courseIds = key === "" ? [] : key.split(",");
    const counted = (await db.execute(certifiedMembers(selection, courseIds))) as unknown as {
      rows: { partner_id: string; certified: number }[];
    };
    for (const row of counted.rows) {
      const found = of(row.partner_id);
      for (const tier of tiers) found.certifiedMembers[tier] = row.certified;
    }
  }
  if (selection === "all_active") {
    const all = (await db.execute(partnersIn(selection))) as unknown as { rows: { id: string }[] };
    for (const row of all.rows) of(row.id);
  }
  return metrics;
}
