// The nightly tier evaluation (src/server/features/programme/tier-run.ts) and the partner's "Progress to {next
// tier}" card (get-tier-progress.ts) at scale on PostgreSQL: 20,000 active partners, about 55% bronze, 25% silver,
// 15% gold and 5% platinum, with 2, 3, 5 or 8 members by size (60,000 people), 1,000,000 deals (30% closed won, closed
// over the last two years, 1k-200k each; larger partners sell more) and 1,000,000 enrollments of those members in
// 50 partner courses (about 40% completed; the two courses the upper tiers name completed more by larger partners).
// The tiers' rules are the benchmark's (below). Before the timed runs every partner is put at the tier its figures
// earn, as the previous night's run leaves it, except a few percent whose figures moved since: partners to promote,
// to warn, with a demotion due, with a warning still running or recovered from, with an override running or ended.
// Timed: the night's run on one server, the same night again straight after (which must change nothing), then the
// same start again on two servers at once (each partner changed once); then getTierProgress for random partners and
// for gold partners (the most counted: the next tier names two courses).
// Run: npm run bench:tier-scale [-- --keep] [-- --explain]   Budgets: each run within 60 s; progress p95 <= 50 ms.
// --keep leaves the database and reuses it; --explain prints EXPLAIN ANALYZE of the run's set-based statements and
// of one gold partner's progress. BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432).
import { performance } from "node:perf_hooks";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { getTierProgress } from "#server/features/programme/get-tier-progress";
import { loadProgrammeSettings } from "#server/features/programme/programme-settings";
import { tierMetricsOf } from "#server/features/programme/tier-metrics";
import { loadTierRules, tierRateOf } from "#server/features/programme/tier-rules-store";
import { runTierEvaluation, type TierRunResult } from "#server/features/programme/tier-run";
import { databaseTime } from "#server/platform/database-clock";
import { PARTNER_TIERS, type PartnerTier } from "#shared/enums";
import { qualifiedTier, tierRank } from "#shared/tier-rules";
import { NAME_FUNCTIONS } from "./support/generated-names";
import {
  explainedStatements,
  planDuration,
  prepareScaleDatabase,
  withClient,
} from "./support/scale-database";

const PARTNER_COUNT = 20_000;
const DEAL_COUNT = 1_000_000;
const ENROLLMENT_COUNT = 1_000_000;
const COURSE_COUNT = 50;
const RUN_BUDGET_S = 60;
const PROGRESS_BUDGET_MS = 50;
const PROGRESS_CALLS = 200;
const GOLD_PROGRESS_CALLS = 100;
const WARM_UP = 10;
const EXPLAIN = process.argv.includes("--explain");
const DAY_MS = 86_400_000;

// A partner's size: 0 to 3, about 55/25/15/5%. Its members (2, 3, 5, 8) and its share of the deals (1, 6, 16, 50)
// grow with it, and so does how often its members complete the two courses the upper tiers name.
const MEMBERS_BY_SIZE = "array[2, 3, 5, 8]";
const DEAL_WEIGHT_BY_SIZE = "array[1, 6, 16, 50]";
const TIER_COURSE_COMPLETION_BY_SIZE = "array[25, 45, 85, 95]";
const OTHER_COURSE_COMPLETION = 39;

const partnerId = (index: string) => `md5('bench-partner-' || (${index}))::uuid`;
const memberId = (index: string) => `'bench-member-' || (${index})`;
const courseId = (index: string) => `md5('bench-course-' || (${index}))::uuid`;

// The tiers: Silver asks a member with any course done, Gold two members through Partner Essentials (course 0),
// Platinum three through it and Advanced Solution Selling (course 1).
const TIER_RULES = `
update programme_tiers t set commission_rate = r.rate, min_won_value = r.won_value, min_deals_won = r.deals_won,
  min_certified_members = r.certified, course_ids = r.courses
from (values
  ('bronze'::partner_tier, 10, 0, 0, 0, '{}'::uuid[]),
  ('silver', 12, 150000, 3, 1, '{}'),
  ('gold', 15, 700000, 10, 2, array[${courseId("0")}]),
  ('platinum', 20, 2500000, 35, 3, array[${courseId("0")}, ${courseId("1")}])
) r(tier, rate, won_value, deals_won, certified, courses)
where t.tier = r.tier`;

const SHAPES = `
create temp table bench_partner as
select n, ${partnerId("n")} as id, size, (${MEMBERS_BY_SIZE})[size + 1] as members,
  (sum((${MEMBERS_BY_SIZE})[size + 1]) over (order by n) - (${MEMBERS_BY_SIZE})[size + 1])::int as first_member
from (
  select n, case when b < 55 then 0 when b < 80 then 1 when b < 95 then 2 else 3 end as size
  from (select n, abs(hashint8extended(n, 11) % 100) as b from generate_series(0, ${PARTNER_COUNT - 1}) n) hashed
) sized;
create temp table bench_member as
select p.id as partner_id, p.size, k, p.first_member + k as m
from bench_partner p, generate_series(0, p.members - 1) k;
create temp table bench_slot as
select (row_number() over (order by p.n, w) - 1)::int as slot, p.id as partner_id, p.first_member
from bench_partner p, generate_series(1, (${DEAL_WEIGHT_BY_SIZE})[p.size + 1]) w;
analyze bench_partner, bench_member, bench_slot;
`;

const PARTNERS = `
insert into partners (id, company_name, contact_name, contact_email, business_type, status, tier,
  commission_rate, approved_at)
select id,
  pg_temp.word(hashint8extended(n, 1)) || ' ' || pg_temp.pick(array['Solutions','Consulting','Partners',
    'Technologies','Integrations','Digital','Group','Advisors','IT','Systems'], hashint8extended(n, 2)),
  pg_temp.first_name(hashint8extended(first_member, 5)) || ' ' || pg_temp.word(hashint8extended(first_member, 6)),
  'member' || first_member || '@bench.example',
  (array['reseller','consultant','system_integrator','technology_partner','referral_partner'])[1 + n % 5]::business_type,
  'active', 'bronze', 10, now() - interval '4 years' + n * interval '1 hour'
from bench_partner;
insert into "user" (id, name, email, email_verified)
select ${memberId("m")}, pg_temp.first_name(hashint8extended(m, 5)) || ' ' || pg_temp.word(hashint8extended(m, 6)),
  'member' || m || '@bench.example', true
from bench_member;
insert into partner_members (user_id, partner_id, role, created_at)
select ${memberId("m")}, partner_id, (case when k = 0 then 'partner_admin' else 'sales_rep' end)::partner_member_role,
  now() - interval '3 years' + m * interval '20 minutes'
from bench_member;
`;

const COURSES = `
insert into courses (id, title, description, duration_minutes, difficulty_level, category, audience, status,
  created_at)
select ${courseId("c")},
  case c when 0 then 'Partner Essentials' when 1 then 'Advanced Solution Selling'
    else pg_temp.word(hashint8extended(c, 40)) || ' ' || pg_temp.pick(array['Fundamentals','Deep Dive','Workshop',
      'Certification','Masterclass'], hashint8extended(c, 41)) end,
  'A course of the partner programme.', 30 + (c % 6) * 30,
  (array['beginner','intermediate','advanced'])[1 + c % 3]::course_difficulty,
  pg_temp.pick(array['Sales','Product','Technical','Onboarding'], hashint8extended(c, 42)), 'partners', 'published',
  now() - interval '3 years'
from generate_series(0, ${COURSE_COUNT - 1}) c
`;

// Deal n goes to a partner by its share (slots), registered by its contact. r < 30: closed won, < 50: closed lost,
// both closed over the last two years; then submitted, in review, approved (expiring ahead), returned, withdrawn
// and expired. Values 1k-200k, most of them small.
const DEALS = `
insert into partner_deals (partner_id, submitted_by, company_name, contact_person, deal_value, status, submitted_at,
  reviewed_at, approved_at, expires_at, customer_key, closed_at)
select s.partner_id, ${memberId("s.first_member")}, customer, 'Dana Buyer', value, status::deal_status, submitted_at,
  case when status not in ('submitted', 'in_review') then submitted_at + interval '2 days' end,
  case when status = 'approved' then submitted_at + interval '2 days' end,
  case when status = 'approved' then submitted_at + interval '92 days' end,
  lower(customer), closed_at
from (
  select slot, customer, value, status, closed_at,
    case when r < 50 then closed_at - (14 + h % 120) * interval '1 day'
      when r < 80 then now() - (3 + h % 60) * interval '1 day'
      else now() - (60 + h % 640) * interval '1 day' end as submitted_at
  from (
    select abs(hashint8extended(n, 3)) % (select count(*) from bench_slot) as slot,
      pg_temp.word(hashint8extended(n, 8)) || ' ' || pg_temp.word(hashint8extended(n, 9)) || ' Inc' as customer,
      round(1000 + 199000 * power((abs(hashint8extended(n, 22)) % 1000000) / 1000000.0, 2)) as value,
      case when r < 30 then 'closed_won' when r < 50 then 'closed_lost' when r < 60 then 'submitted'
        when r < 65 then 'in_review' when r < 80 then 'approved' when r < 85 then 'returned'
        when r < 92 then 'withdrawn' else 'expired' end as status,
      case when r < 50 then now() - (abs(hashint8extended(n, 21)) % (730 * 86400)) * interval '1 second' end
        as closed_at,
      r, abs(hashint8extended(n, 23)) as h
    from (select n, abs(hashint8extended(n, 20) % 100) as r from generate_series(1, ${DEAL_COUNT}) n) drawn
  ) generated
) dated
join bench_slot s on s.slot = dated.slot
`;

// Enrollment n is member n % M's (j = n / M)-th: course 0, course 1, then 2-49 in a stride of its own, so no member
// enrols twice in a course.
const ENROLLMENTS = `
insert into enrollments (user_id, course_id, status, progress_percentage, enrolled_at, completed_at)
select ${memberId("m")}, ${courseId("course")}, status::enrollment_status,
  case status when 'completed' then 100 when 'in_progress' then 10 + r % 80 else 0 end,
  enrolled_at,
  case when status = 'completed' then least(now(), enrolled_at + (1 + r % 60) * interval '1 day') end
from (
  select g.m, r,
    case when j = 0 then 0 when j = 1 then 1 else 2 + (abs(hashint8extended(g.m, 30)) % 48 + (j - 2) * 7) % 48 end
      as course,
    case when r % 100 < (case when j < 2 then (${TIER_COURSE_COMPLETION_BY_SIZE})[b.size + 1]
        else ${OTHER_COURSE_COMPLETION} end) then 'completed'
      when (r / 100) % 2 = 0 then 'in_progress' else 'enrolled' end as status,
    now() - (abs(hashint8extended(n, 32)) % (730 * 86400)) * interval '1 second' as enrolled_at
  from (
    select n, n % members.total as m, n / members.total as j, abs(hashint8extended(n, 31)) as r
    from generate_series(0, ${ENROLLMENT_COUNT - 1}) n, (select count(*) as total from bench_member) members
  ) g
  join bench_member b on b.m = g.m
) generated
`;

const scale = await prepareScaleDatabase({
  name: "tier_scale_bench",
  tables: ["partners", "user", "partner_members", "courses", "partner_deals", "enrollments"],
  probe: "select 1 from enrollments limit 1",
  fill: async (client) => {
    await client.query(NAME_FUNCTIONS);
    await client.query(SHAPES);
    await client.query(PARTNERS);
    await client.query(COURSES);
    await client.query(DEALS);
    await client.query(ENROLLMENTS);
  },
});
await withClient(scale.url, (client) => client.query(TIER_RULES));

const sizes = await withClient(scale.url, async (client) => {
  const { rows } = await client.query<Record<string, string>>(`
    select (select count(*) from partners where status = 'active') as partners,
      (select count(*) from "user") as users, (select count(*) from partner_members) as members,
      (select count(*) from courses) as courses,
      (select count(*) from partner_deals) as deals,
      (select count(*) from partner_deals where status = 'closed_won') as won,
      (select count(*) from partner_deals where status = 'closed_won' and closed_at > now() - interval '365 days')
        as won_in_window,
      (select count(*) from enrollments) as enrollments,
      (select count(*) from enrollments where status = 'completed') as completed`);
  return rows[0] ?? {};
});
const n = (value: string | number | undefined) => Number(value ?? 0).toLocaleString("en-US");
console.log(
  `data: ${n(sizes.partners)} active partners, ${n(sizes.users)} users (${n(sizes.members)} partner members), ` +
    `${n(sizes.deals)} deals (${n(sizes.won)} closed won, ${n(sizes.won_in_window)} of them in the 365-day window), ` +
    `${n(sizes.enrollments)} enrollments in ${n(sizes.courses)} courses (${n(sizes.completed)} completed)`,
);

// Only the addresses of the mails are read from it.
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const database = await openDatabase({ kind: "postgres", url: scale.url });
const { db } = database;

// ---- The start: every partner at the tier it earns, but for a few percent whose figures moved since. ----

interface State {
  tier: PartnerTier;
  demotionTier: PartnerTier | null;
  demotionDueAt: string | null;
  overrideTier: PartnerTier | null;
  overrideEndsAt: string | null;
}

const settings = await loadProgrammeSettings(db);
const rules = await loadTierRules(db);
const startNow = await databaseTime(db);
const counting = performance.now();
const startFigures = await tierMetricsOf(db, "all_active", rules, startNow, settings.tierWindowDays);
const countSeconds = (performance.now() - counting) / 1000;

const tierAt = (rank: number): PartnerTier => PARTNER_TIERS[rank] as PartnerTier;
const at = (ms: number) => new Date(startNow.getTime() + ms).toISOString();
const start = new Map<string, State>();
const planned = {
  promote: 0,
  warn: 0,
  demote: 0,
  warning_running: 0,
  recovered: 0,
  override: 0,
  override_ended: 0,
};
const earnedCounts: Record<PartnerTier, number> = { bronze: 0, silver: 0, gold: 0, platinum: 0 };
for (const [id, figures] of startFigures) {
  const earned = qualifiedTier(rules, figures);
  earnedCounts[earned]++;
  const rank = tierRank(earned);
  // The id is an md5: its first 32 bits pick the partner's case, 1 in 1,000 at a time.
  const pick = Number.parseInt(id.slice(0, 8), 16) % 1000;
  const state: State = {
    tier: earned,
    demotionTier: null,
    demotionDueAt: null,
    overrideTier: null,
    overrideEndsAt: null,
  };
  if (pick < 15 && rank > 0) {
    state.tier = tierAt(rank - 1);
    planned.promote++;
  } else if (pick >= 15 && pick < 30 && rank < 3) {
    state.tier = tierAt(rank + 1);
    planned.warn++;
  } else if (pick >= 30 && pick < 38 && rank < 3) {
    Object.assign(state, { tier: tierAt(rank + 1), demotionTier: earned, demotionDueAt: at(-DAY_MS) });
    planned.demote++;
  } else if (pick >= 38 && pick < 58 && rank < 3) {
    Object.assign(state, {
      tier: tierAt(rank + 1),
      demotionTier: earned,
      demotionDueAt: at((1 + (pick % 89)) * DAY_MS),
    });
    planned.warning_running++;
  } else if (pick >= 58 && pick < 63 && rank > 0) {
    Object.assign(state, { demotionTier: tierAt(rank - 1), demotionDueAt: at(30 * DAY_MS) });
    planned.recovered++;
  } else if (pick >= 63 && pick < 68) {
    const tier = tierAt((rank + 1) % 4);
    Object.assign(state, { tier, overrideTier: tier, overrideEndsAt: at(60 * DAY_MS) });
    planned.override++;
  } else if (pick >= 68 && pick < 71) {
    const tier = tierAt((rank + 1) % 4);
    Object.assign(state, { tier, overrideTier: tier, overrideEndsAt: at(-3_600_000) });
    planned.override_ended++;
  }
  start.set(id, state);
}

/** Writes the start: each partner's tier with its tier's rate, and what is pending on it. */
async function writeStart(): Promise<void> {
  const ids = [...start.keys()];
  const states = [...start.values()];
  await withClient(scale.url, async (client) => {
    await client.query("begin");
    await client.query(
      `update partners p set tier = s.tier, commission_rate = s.rate::numeric, own_commission_rate = false
       from unnest($1::uuid[], $2::partner_tier[], $3::text[]) as s(id, tier, rate) where p.id = s.id`,
      [ids, states.map((state) => state.tier), states.map((state) => tierRateOf(rules, state.tier))],
    );
    await client.query("delete from partner_tier_states");
    const pending = ids.flatMap((id, index) => {
      const state = states[index];
      return state && (state.demotionTier || state.overrideTier) ? [{ id, state }] : [];
    });
    await client.query(
      `insert into partner_tier_states (partner_id, demotion_tier, demotion_due_at, override_tier, override_ends_at,
         override_reason)
       select id, demotion_tier, demotion_due_at, override_tier, override_ends_at,
         case when override_tier is not null then 'Strategic account' end
       from unnest($1::uuid[], $2::partner_tier[], $3::timestamptz[], $4::partner_tier[], $5::timestamptz[])
         as s(id, demotion_tier, demotion_due_at, override_tier, override_ends_at)`,
      [
        pending.map((row) => row.id),
        pending.map((row) => row.state.demotionTier),
        pending.map((row) => row.state.demotionDueAt),
        pending.map((row) => row.state.overrideTier),
        pending.map((row) => row.state.overrideEndsAt),
      ],
    );
    await client.query("commit");
    await client.query("vacuum (analyze) partners, partner_tier_states");
  });
}

/** Every active partner's stored state, as a comparable string. */
async function readStates(): Promise<Map<string, string>> {
  return withClient(scale.url, async (client) => {
    const { rows } = await client.query<{ id: string; state: string }>(`
      select p.id, concat_ws('|', p.tier, p.commission_rate, s.demotion_tier, s.demotion_due_at, s.override_tier,
        s.override_ends_at) as state
      from partners p left join partner_tier_states s on s.partner_id = p.id where p.status = 'active'`);
    return new Map(rows.map((row) => [row.id, row.state]));
  });
}
const differing = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([id, state]) => before.get(id) !== state).length;

/** The tier events written since `since`, by kind. */
async function eventsSince(since: Date): Promise<string> {
  return withClient(scale.url, async (client) => {
    const { rows } = await client.query<{ kind: string; count: string }>(
      `select case action when 'partner_tier_warned' then 'warned' else details->>'cause' end as kind,
         count(*) as count
       from partner_audit_logs
       where created_at >= $1 and action in ('partner_tier_changed', 'partner_tier_warned')
       group by 1 order by 1`,
      [since],
    );
    return rows.map((row) => `${row.kind} ${row.count}`).join(", ") || "none";
  });
}

await writeStart();
const startTiers: Record<PartnerTier, number> = { bronze: 0, silver: 0, gold: 0, platinum: 0 };
for (const state of start.values()) startTiers[state.tier]++;
const share = (counts: Record<PartnerTier, number>) =>
  PARTNER_TIERS.map(
    (tier) => `${tier} ${n(counts[tier])} (${((100 * counts[tier]) / start.size).toFixed(1)}%)`,
  ).join(", ");
console.log(
  `every partner's figures counted (tierMetricsOf, ${rules.length} tiers) in ${countSeconds.toFixed(2)} s`,
);
console.log(`earned: ${share(earnedCounts)}`);
console.log(`start:  ${share(startTiers)}`);
console.log(
  `moved since the last night (partners): ${Object.entries(planned)
    .map(([kind, count]) => `${kind.replace("_", " ")} ${count}`)
    .join(", ")}`,
);

// ---- The runs. ----

interface RunRow {
  run: string;
  seconds: number;
  evaluated: number;
  changed: number;
  moved: number;
  events: string;
}
const rows: RunRow[] = [];
const failures: string[] = [];
const runNow = await databaseTime(db);
const second = await openDatabase({ kind: "postgres", url: scale.url });

async function timedRun(name: string, servers: (typeof db)[]): Promise<RunRow> {
  const before = await readStates();
  const since = await databaseTime(db);
  const started = performance.now();
  const results: TierRunResult[] = await Promise.all(
    servers.map((server) => runTierEvaluation({ db: server, config }, runNow)),
  );
  const seconds = (performance.now() - started) / 1000;
  const row: RunRow = {
    run: name,
    seconds,
    evaluated: results.reduce((total, result) => total + result.evaluated, 0),
    changed: results.reduce((total, result) => total + result.changed, 0),
    moved: differing(before, await readStates()),
    events: await eventsSince(since),
  };
  rows.push(row);
  return row;
}

try {
  const night = await timedRun("the night's run, one server", [db]);
  const again = await timedRun("the same night again (nothing left)", [db]);
  if (again.changed !== 0 || again.moved !== 0) {
    failures.push(`the second run changed ${again.changed} partners (${again.moved} states) instead of none`);
  }
  await writeStart();
  const both = await timedRun("the same night, two servers at once", [db, second.db]);
  if (both.changed !== night.changed || both.moved !== night.moved) {
    failures.push(
      `two servers changed ${both.changed} partners (${both.moved} states); one server changed ${night.changed} (${night.moved})`,
    );
  }

  // ---- Progress to the next tier. ----
  let seed = 20_261_201;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const ids = [...start.keys()];
  const after = await readStates();
  const gold = ids.filter((id) => after.get(id)?.startsWith("gold|"));
  const progress = async (pool: string[], calls: number) => {
    const samples: number[] = [];
    for (let call = 0; call < WARM_UP + calls; call++) {
      const id = pool[Math.floor(random() * pool.length)] as string;
      const started = performance.now();
      await getTierProgress(db, id, { forStaff: false });
      if (call >= WARM_UP) samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0;
    return { calls, p50: q(0.5), p95: q(0.95), max: samples[samples.length - 1] ?? 0 };
  };
  const progressRows = [
    { name: "random partners", ...(await progress(ids, PROGRESS_CALLS)) },
    { name: "gold partners (next: Platinum, two courses)", ...(await progress(gold, GOLD_PROGRESS_CALLS)) },
  ];

  console.log(
    `\ntier evaluation at scale: ${n(sizes.partners)} partners, ${n(sizes.members)} members, ${n(sizes.deals)} deals, ${n(sizes.enrollments)} enrollments, PostgreSQL`,
  );
  console.log("  run                                   seconds  evaluated  changed  states  budget  events");
  for (const row of rows) {
    const verdict = row.seconds <= RUN_BUDGET_S ? "ok" : "OVER";
    console.log(
      `  ${row.run.padEnd(37)} ${row.seconds.toFixed(2).padStart(7)}  ${n(row.evaluated).padStart(9)}  ${String(row.changed).padStart(7)}  ${String(row.moved).padStart(6)}  ${verdict.padEnd(6)}  ${row.events}`,
    );
  }
  console.log(
    `  budget: each run within ${RUN_BUDGET_S} s; "changed" counts events, "states" every partner stored anew`,
  );
  console.log("\nprogress to the next tier (getTierProgress), ms");
  console.log("  partners                                      calls    p50    p95    max  budget");
  for (const row of progressRows) {
    console.log(
      `  ${row.name.padEnd(45)} ${String(row.calls).padStart(5)} ${row.p50.toFixed(1).padStart(6)} ${row.p95.toFixed(1).padStart(6)} ${row.max.toFixed(1).padStart(6)}  ${row.p95 <= PROGRESS_BUDGET_MS ? "ok" : "OVER"}`,
    );
  }
  console.log(`  budget: p95 <= ${PROGRESS_BUDGET_MS} ms; reproduce: npm run bench:tier-scale`);
  for (const row of rows)
    if (row.seconds > RUN_BUDGET_S) failures.push(`${row.run}: ${row.seconds.toFixed(1)} s`);
  for (const row of progressRows) {
    if (row.p95 > PROGRESS_BUDGET_MS) failures.push(`progress, ${row.name}: p95 ${row.p95.toFixed(1)} ms`);
  }

  if (EXPLAIN) {
    const explainNow = runNow;
    const plans = await explainedStatements(scale.url, (explained) =>
      tierMetricsOf(explained.db, "all_active", rules, explainNow, settings.tierWindowDays),
    );
    console.log("\nEXPLAIN ANALYZE of the run's counting (tierMetricsOf of every active partner):");
    for (const plan of plans) console.log(`--- ${planDuration(plan).toFixed(1)} ms\n${plan}`);
    const goldId = gold[0];
    if (goldId) {
      const progressPlans = await explainedStatements(scale.url, (explained) =>
        getTierProgress(explained.db, goldId, { forStaff: false }),
      );
      console.log("\nEXPLAIN ANALYZE of one gold partner's progress:");
      for (const plan of progressPlans) console.log(`--- ${planDuration(plan).toFixed(1)} ms\n${plan}`);
    }
  }
} finally {
  await second.close();
  await database.close();
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  process.exitCode = 1;
}
await scale.finish();
