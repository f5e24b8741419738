// Server time of the audit log at a million entries on PostgreSQL: no filter, each filter (action, actor,
// subject type, one subject, a time range) and some combinations, on page 1 and page 200. It creates the database
// audit_log_scale_bench, applies the app's migrations, fills it with set-based SQL, then times the real
// listAuditEntries use case (all its statements, as the procedure runs them), one call at a time.
// Run: npm run bench:audit-log-scale [-- --keep]   Budget: p95 <= 50 ms for every row. Exits 1 when one is over.
// --keep leaves the database afterwards and reuses it, already filled, on the next run (migrations still apply).
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { openDatabase } from "#server/db/client";
import { type AuditFilters, listAuditEntries } from "#server/features/audit-log/list-audit-entries";
import { AUDIT_ACTION_NAMES } from "#shared/audit";
import {
  prepareScaleDatabase,
  report,
  type TimedRow,
  time,
  totalText,
  withClient,
} from "./support/scale-database";

const ENTRY_COUNT = 1_000_000;
const USER_COUNT = 2_000;
const PARTNER_COUNT = 5_000;
const PAGE_SIZE = 25;

const userId = (n: string) => `'bench-user-' || (${n})`;
const partnerId = (n: string) => `md5('bench-partner-' || (${n}))::uuid`;

const USERS = `
insert into "user" (id, name, email, email_verified)
select ${userId("n")}, 'Person ' || n, 'person' || n || '@bench.example', true from generate_series(0, ${USER_COUNT - 1}) n;
insert into profiles (user_id, email, full_name)
select ${userId("n")}, 'person' || n || '@bench.example', 'Person ' || n from generate_series(0, ${USER_COUNT - 1}) n;
insert into partners (id, company_name, contact_name, contact_email, business_type, status)
select ${partnerId("n")}, 'Partner ' || n, 'Contact ' || n, 'contact' || n || '@partner' || n || '.example',
  'reseller', 'active'
from generate_series(0, ${PARTNER_COUNT - 1}) n
`;

// Actions follow a skewed mix: downloads and deal events are most of the trail, administration is rare. Actors
// are skewed too (user 0 is the busiest); one entry every 95 seconds over about three years.
const ACTIONS = AUDIT_ACTION_NAMES.map((name) => `'${name}'`).join(",");
const ENTRIES = `
insert into partner_audit_logs (partner_id, actor_user_id, action, subject_type, subject_id, subject_label,
  details, created_at)
select case when kind in (0, 1, 5, 6) then ${partnerId("p")} end,
  ${userId(`floor(${USER_COUNT} * power((hashint8extended(n, 2) & 2147483647)::float8 / 2147483648, 3))::int`)},
  action,
  (array['partner','deal','user','resource','department','application','payout'])[1 + kind],
  case when kind = 0 then ${partnerId("p")}::text else md5(kind || '-' || (n % 50000)) end,
  'Subject ' || (n % 50000),
  jsonb_build_object('n', n),
  now() - (${ENTRY_COUNT} - n) * interval '95 seconds'
from (
  select n, abs(hashint8extended(n, 3) % ${PARTNER_COUNT}) as p,
    (array[${ACTIONS}])[1 + least(${AUDIT_ACTION_NAMES.length - 1},
      floor(${AUDIT_ACTION_NAMES.length} * power((hashint8extended(n, 4) & 2147483647)::float8 / 2147483648, 2))::int)]
      as action,
    abs(hashint8extended(n, 5) % 7)::int as kind
  from generate_series(1, ${ENTRY_COUNT}) n
) generated
`;

const scale = await prepareScaleDatabase({
  name: "audit_log_scale_bench",
  tables: ["user", "profiles", "partners", "partner_audit_logs"],
  probe: "select 1 from partner_audit_logs limit 1",
  fill: async (client) => {
    await client.query(USERS);
    await client.query(ENTRIES);
  },
});

/** Values out of the loaded data: the busiest and a typical actor, a common and a rare action, a partner. */
const picks = await withClient(scale.url, async (client) => {
  const one = async (query: string) => (await client.query(query)).rows[0];
  const actions = await client.query<{ action: string; n: number }>(
    "select action, count(*)::int as n from partner_audit_logs group by action order by n desc",
  );
  const typicalActor = await one(`select ${userId("1000")} as id`);
  const partner = await one(`select ${partnerId("42")}::text as id`);
  return {
    busiestActor: (await one(`select ${userId("0")} as id`)).id as string,
    typicalActor: typicalActor.id as string,
    commonAction: actions.rows[0]?.action as string,
    rareAction: actions.rows.at(-1)?.action as string,
    partner: partner.id as string,
  };
});

const day = 24 * 60 * 60 * 1000;
const now = Date.now();
const scenarios: { name: string; filters: AuditFilters }[] = [
  { name: "no filter", filters: {} },
  { name: `action, common (${picks.commonAction})`, filters: { action: picks.commonAction } },
  { name: `action, rare (${picks.rareAction})`, filters: { action: picks.rareAction } },
  { name: "actor, busiest", filters: { actorId: picks.busiestActor } },
  { name: "actor, typical", filters: { actorId: picks.typicalActor } },
  { name: "subject type user", filters: { subjectType: "user" } },
  { name: "one subject (a partner)", filters: { subjectType: "partner", subjectId: picks.partner } },
  { name: "last 7 days", filters: { from: new Date(now - 7 * day), to: new Date(now) } },
  { name: "one day a year ago", filters: { from: new Date(now - 366 * day), to: new Date(now - 365 * day) } },
  {
    name: "common action + last 30 days",
    filters: { action: picks.commonAction, from: new Date(now - 30 * day) },
  },
  {
    name: "busiest actor + common action",
    filters: { actorId: picks.busiestActor, action: picks.commonAction },
  },
  {
    name: "typical actor + a year ago, 90 days",
    filters: { actorId: picks.typicalActor, from: new Date(now - 455 * day), to: new Date(now - 365 * day) },
  },
];

const database = await openDatabase({ kind: "postgres", url: scale.url });
const rows: TimedRow[] = [];
try {
  for (const scenario of scenarios) {
    for (const page of [1, 200]) {
      const input = { ...scenario.filters, page, pageSize: PAGE_SIZE };
      const { p50, p95, result } = await time(() => listAuditEntries(database.db, input));
      rows.push({ scenario: scenario.name, page, total: totalText(result), p50, p95, budgeted: true });
    }
  }
} finally {
  await database.close();
}

report(
  `audit log at scale: ${ENTRY_COUNT.toLocaleString("en-US")} entries, ${USER_COUNT.toLocaleString("en-US")} actors, PostgreSQL, ${PAGE_SIZE} a page, listAuditEntries server time in ms`,
  rows,
  "npm run bench:audit-log-scale",
);
await scale.finish();
