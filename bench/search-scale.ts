// Server time of the search from anywhere at scale on PostgreSQL: 1,000,000 deals over 20,000 partners, 100,000
// users and 1,000,000 audit entries, with names drawn from word lists so common words repeat as in real data. It
// times the searchEverywhere use case (its two transactions side by side on the server's pool, as the procedure runs it) for
// an admin, a staff member holding only manage_partners and a partner's contact, over exact names, partial
// words, misspellings, very common words, two- and three-letter searches and words that match nothing, and
// prints EXPLAIN ANALYZE of the slowest call's slowest statement. It creates the database search_scale_bench,
// applies the app's migrations and fills it with set-based SQL.
// Run: npm run bench:search-scale [-- --keep]   Budget: p95 <= 50 ms for every row. Exits 1 when one is over.
// --keep leaves the database afterwards and reuses it, already filled, on the next run (migrations still apply).
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { openDatabase } from "#server/db/client";
import type { SearchAccess } from "#server/features/search/search-access";
import { searchEverywhere } from "#server/features/search/search-everywhere";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import type { Learner } from "#server/rpc/caller-access";
import { NAME_FUNCTIONS } from "./support/generated-names";
import { startCpuCount } from "./support/process-cpu";
import {
  BUDGET_MS,
  explainedStatements,
  planDuration,
  prepareScaleDatabase,
  withClient,
} from "./support/scale-database";

const PARTNER_COUNT = 20_000;
const DEAL_COUNT = 1_000_000;
const USER_COUNT = 100_000;
const AUDIT_COUNT = 1_000_000;
const RESOURCE_COUNT = 2_000;
const COURSE_COUNT = 1_000;
/** One partner in twenty is still applying; their applications are what the search finds as applications. */
const PENDING_EVERY = 20;
const WARM_UP = 3;
/** Calls timed per search and caller; `-- --rounds=N` changes it. */
const ROUNDS = Number(
  process.argv.find((arg) => arg.startsWith("--rounds="))?.slice("--rounds=".length) ?? 20,
);

const BRANDS = [
  "Acme",
  "Global",
  "Pacific",
  "Summit",
  "Northwind",
  "Apex",
  "Pioneer",
  "Vertex",
  "Quantum",
  "Silverline",
  "Evergreen",
  "Horizon",
  "Redwood",
  "Sterling",
  "Atlas",
  "Beacon",
  "Cascade",
  "Crescent",
  "Everest",
  "Falcon",
  "Granite",
  "Harbor",
  "Ironwood",
  "Juniper",
  "Keystone",
  "Liberty",
  "Meridian",
  "Nova",
  "Orion",
  "Pinnacle",
  "Sapphire",
  "Titan",
  "Unity",
  "Vanguard",
  "Westfield",
  "Zenith",
  "Bright",
  "Clearwater",
  "Golden",
  "Blue River",
];

const partnerId = (index: string) => `md5('bench-partner-' || (${index}))::uuid`;
const userId = (index: string) => `'bench-user-' || (${index})`;

// Names come from hashes of the row number, so every load is the same data set. Half the companies carry a
// brand from a short list (so "Summit" or "Pacific" repeat thousands of times), half a coined word of three of
// 32 syllables; then an industry and a legal form, which are the very common words ("Tech", "Solutions", "Inc").
// People have one of 40 first names and 50 surnames.
const SETUP = `${NAME_FUNCTIONS}
create function pg_temp.brand(h bigint) returns text language sql immutable as $$
  select case when h & 1 = 0 then pg_temp.word(h >> 1) else pg_temp.pick(array[${BRANDS.map((brand) => `'${brand}'`).join(",")}], h >> 1) end
$$;
create function pg_temp.surname(h bigint) returns text language sql immutable as $$
  select pg_temp.pick(array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez',
    'Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin',
    'Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young',
    'Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores','Green','Adams','Nelson','Baker','Hall',
    'Rivera','Campbell','Mitchell','Carter','Roberts'], h)
$$;
create function pg_temp.domain(company text) returns text language sql immutable as $$
  select lower(regexp_replace(company, '[^A-Za-z]', '', 'g'))
$$;
`;

const PARTNERS = `
insert into partners (id, company_name, contact_name, contact_email, business_type, status, tier,
  commission_rate, approved_at)
select ${partnerId("n")}, company, first || ' ' || last,
  lower(first) || '.' || lower(last) || '@' || pg_temp.domain(company) || n || '.example',
  (array['reseller','consultant','system_integrator','technology_partner','referral_partner'])[1 + n % 5]::business_type,
  (case when n % ${PENDING_EVERY} = ${PENDING_EVERY - 1} then 'pending' else 'active' end)::partner_status,
  (array['bronze','silver','gold','platinum'])[1 + n % 4]::partner_tier, 10 + n % 6,
  case when n % ${PENDING_EVERY} <> ${PENDING_EVERY - 1} then now() - interval '3 years' end
from (
  select n, pg_temp.brand(hashint8extended(n, 1)) || ' ' || pg_temp.pick(array['Solutions','Consulting',
      'Partners','Technologies','Tech','Integrations','Digital','Group','Advisors','IT','Systems'],
      hashint8extended(n, 2)) as company,
    pg_temp.first_name(hashint8extended(n, 3)) as first, pg_temp.surname(hashint8extended(n, 4)) as last
  from generate_series(0, ${PARTNER_COUNT - 1}) n
) generated
`;

const APPLICATIONS = `
insert into partner_applications (partner_id, status, application_data, submitted_at)
select ${partnerId("n")}, 'pending', '{}'::jsonb, now() - (n % 90) * interval '1 day'
from generate_series(${PENDING_EVERY - 1}, ${PARTNER_COUNT - 1}, ${PENDING_EVERY}) n
`;

// Active partner floor(N * u^2) for a uniform u: partner 0 has the most deals (about 7,000), the median about 35.
const DEALS = `
insert into partner_deals (partner_id, company_name, contact_person, deal_value, status, submitted_at,
  reviewed_at, approved_at, customer_key)
select ${partnerId(`p - (case when p % ${PENDING_EVERY} = ${PENDING_EVERY - 1} then 1 else 0 end)`)},
  customer, contact, 1000 + abs(hashint8extended(n, 11) % 50000000) / 100.0, status::deal_status, submitted_at,
  case when status <> 'submitted' then submitted_at + interval '2 days' end,
  case when status in ('approved', 'closed_won', 'closed_lost') then submitted_at + interval '3 days' end,
  lower(customer)
from (
  select n,
    floor(${PARTNER_COUNT} * power((hashint8extended(n, 5) & 2147483647)::float8 / 2147483648, 2))::int as p,
    pg_temp.brand(hashint8extended(n, 6)) || ' ' || pg_temp.pick(array['Tech','Solutions','Systems','Logistics',
      'Health','Energy','Foods','Retail','Media','Robotics','Finance','Software','Networks','Consulting','Labs',
      'Security','Analytics','Digital','Manufacturing','Capital'], hashint8extended(n, 7)) || ' '
      || pg_temp.pick(array['Inc','LLC','Ltd','GmbH','Corp','Co','Group','Holdings'], hashint8extended(n, 8))
      as customer,
    pg_temp.first_name(hashint8extended(n, 9)) || ' ' || pg_temp.surname(hashint8extended(n, 10)) as contact,
    (array['approved','closed_won','closed_won','closed_won','closed_lost','closed_lost','submitted','in_review'])
      [1 + abs(hashint8extended(n, 12) % 8)] as status,
    now() - (${DEAL_COUNT} - n) * interval '80 seconds' as submitted_at
  from generate_series(1, ${DEAL_COUNT}) n
) generated
`;

// Every closed_won deal earns its payout; the older ones are paid.
const PAYOUTS = `
insert into commission_payouts (partner_id, deal_id, deal_value, commission_rate, commission_amount, status,
  paid_at, created_at)
select partner_id, id, deal_value, 10, deal_value / 10,
  (case when submitted_at < now() - interval '60 days' then 'paid' else 'pending' end)::payout_status,
  case when submitted_at < now() - interval '60 days' then submitted_at + interval '30 days' end,
  submitted_at + interval '3 days'
from partner_deals where status = 'closed_won'
`;

const PEOPLE = [
  `insert into "user" (id, name, email, email_verified)
   select ${userId("u")}, first || ' ' || last, lower(first) || '.' || lower(last) || u || '@corp.example', true
   from (select u, pg_temp.first_name(hashint8extended(u, 13)) as first,
     pg_temp.surname(hashint8extended(u, 14)) as last from generate_series(0, ${USER_COUNT - 1}) u) generated`,
  `insert into profiles (user_id, email, full_name) select id, email, name from "user" where id like 'bench-user-%'`,
  `insert into departments (name, description)
   select name, 'The ' || name || ' team.' from unnest(array['Sales','Marketing','Finance','Engineering','Support',
     'Legal','Operations','Partnerships','Product','Security','Human Resources','Customer Success']) name`,
];

const AUDIT = `
insert into partner_audit_logs (partner_id, actor_user_id, action, subject_type, subject_id, subject_label,
  details, created_at)
select ${partnerId(`abs(hashint8extended(n, 15) % ${PARTNER_COUNT})`)},
  ${userId(`floor(${USER_COUNT} * power((hashint8extended(n, 16) & 2147483647)::float8 / 2147483648, 3))::int`)},
  pg_temp.pick(array['deal.status_changed','resource.downloaded','partner.updated','deal.submitted'],
    hashint8extended(n, 17)),
  'deal', md5('deal-' || n), 'Deal ' || n, '{}'::jsonb, now() - (${AUDIT_COUNT} - n) * interval '95 seconds'
from generate_series(1, ${AUDIT_COUNT}) n
`;

const LIBRARY = [
  `insert into partner_resources (title, file_key, file_name, file_size, content_type, is_public, created_at)
   select title, 'bench/' || n, 'resource-' || n || '.pdf', 100000,
     (array['deck','video','pdf'])[1 + n % 3]::resource_content_type, n % 10 <> 0,
     now() - n * interval '1 hour'
   from (select n, pg_temp.pick(array['Selling','Pricing','Onboarding','Securing','Deploying'],
       hashint8extended(n, 18)) || ' ' || pg_temp.brand(hashint8extended(n, 19)) || ' '
       || pg_temp.pick(array['Deck','Guide','Playbook','Overview','Datasheet'], hashint8extended(n, 20)) as title
     from generate_series(0, ${RESOURCE_COUNT - 1}) n) generated`,
  `insert into courses (title, description, duration_minutes, category, audience, status)
   select pg_temp.pick(array['Selling','Onboarding','Integrating','Securing','Pricing','Renewing'],
       hashint8extended(n, 21)) || ' ' || pg_temp.brand(hashint8extended(n, 22)) || ': '
       || pg_temp.pick(array['Essentials','Deep Dive','Masterclass','Fundamentals','Workshop'],
       hashint8extended(n, 23)),
     'Course ' || n, 30,
     pg_temp.pick(array['Sales','Technical','Security','Product','Compliance','Finance'], hashint8extended(n, 24)),
     (array['staff','partners','both','both'])[1 + n % 4]::course_audience,
     case when n % 10 = 9 then 'draft' else 'published' end::course_status
   from generate_series(0, ${COURSE_COUNT - 1}) n`,
];

const TABLES = [
  "partners",
  "partner_applications",
  "partner_deals",
  "commission_payouts",
  "user",
  "profiles",
  "departments",
  "partner_audit_logs",
  "partner_resources",
  "courses",
] as const;

const scale = await prepareScaleDatabase({
  name: "search_scale_bench",
  tables: TABLES,
  probe: "select 1 from partner_audit_logs limit 1",
  fill: async (client) => {
    await client.query(SETUP);
    for (const statement of [PARTNERS, APPLICATIONS, DEALS, PAYOUTS, ...PEOPLE, AUDIT, ...LIBRARY])
      await client.query(statement);
  },
});

interface Query {
  kind: string;
  text: string;
}

/** Searches out of the loaded data: whole names of a deal's customer, a partner and a person, then variants. */
const queries = await withClient(scale.url, async (client): Promise<Query[]> => {
  const one = async (sql: string) => (await client.query(sql)).rows[0];
  const coinedDeal = await one(
    `select company_name from partner_deals where split_part(company_name, ' ', 1) <> all(array[${BRANDS.map((brand) => `'${brand.split(" ")[0]}'`).join(",")}])
     order by submitted_at desc limit 1`,
  );
  const partner = await one(
    `select company_name, contact_name from partners where id = ${partnerId("10000")}`,
  );
  const person = await one(`select full_name, email from profiles where user_id = ${userId("4242")}`);
  const coined = (coinedDeal.company_name as string).split(" ")[0] as string;
  return [
    { kind: "exact company name", text: coinedDeal.company_name },
    { kind: "exact company name", text: partner.company_name },
    { kind: "exact company name", text: "Pacific Tech Inc" },
    { kind: "exact person", text: person.full_name },
    { kind: "exact person", text: person.email },
    { kind: "partial word", text: coined.slice(0, 5) },
    { kind: "partial word", text: "logist" },
    { kind: "partial word", text: "pacif" },
    { kind: "misspelling", text: `${coined.slice(0, 2)}${coined[3]}${coined[2]}${coined.slice(4)}` },
    { kind: "misspelling", text: "Pacfic Solutons" },
    { kind: "misspelling", text: "Evergren Robotcs" },
    { kind: "common word", text: "inc" },
    { kind: "common word", text: "solutions" },
    { kind: "common word", text: "tech" },
    { kind: "2-3 letters", text: "ka" },
    { kind: "2-3 letters", text: "co" },
    { kind: "2-3 letters", text: "lee" },
    { kind: "no match", text: "xylophone" },
    { kind: "no match", text: "qzv" },
    { kind: "no match", text: "zq" },
  ];
});

const learner = (
  audience: Learner["audience"],
  ownPartner: string | null,
  managesCourses: boolean,
): Learner => ({
  userId: "bench-user-1",
  name: "Bench Learner",
  audience,
  partnerId: ownPartner,
  managesCourses,
});
// The grants searchAccessOf gives each caller (search-access.ts): an admin holds every permission; a holder of
// manage_partners alone finds deals, payouts, partners, applications, resources and staff courses; a partner's
// contact (of partner 0, the one with the most deals) finds their own deals and payouts, public resources and
// partner courses.
const BIGGEST_PARTNER = (
  await withClient(scale.url, (client) => client.query(`select ${partnerId("0")} as id`))
).rows[0].id as string;
const all = { scope: ALL_PARTNERS };
const CALLERS: { name: string; access: SearchAccess }[] = [
  {
    name: "admin",
    access: {
      deal: all,
      payout: all,
      partner: {},
      application: {},
      user: {},
      department: {},
      resource: all,
      course: { learner: learner("staff", null, true) },
    },
  },
  {
    name: "staff, manage_partners",
    access: {
      deal: all,
      payout: all,
      partner: {},
      application: {},
      resource: all,
      course: { learner: learner("staff", null, false) },
    },
  },
  {
    name: "partner (7k deals)",
    access: {
      deal: { scope: { partnerId: BIGGEST_PARTNER, repId: null } },
      payout: { scope: { partnerId: BIGGEST_PARTNER, repId: null } },
      resource: { scope: { partnerId: BIGGEST_PARTNER, repId: null } },
      course: { learner: learner("partners", BIGGEST_PARTNER, false) },
    },
  },
];

interface Row {
  kind: string;
  caller: string;
  samples: number[];
  /** CPU time of the database connection's server process and of this process, over the timed calls. */
  cpuMs: number;
  slowest: { query: string; ms: number };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

// CPU time as well as elapsed time: on a machine shared with other work the elapsed time includes the waits for
// a core, the CPU time is what the search itself costs. The database runs on this machine: its processes' CPU
// is read from /proc (every PostgreSQL process: nothing else should use the server meanwhile). The pool has the
// server's default size (db/open-postgres.ts), so the search's two transactions run side by side as they do in the server.
const database = await openDatabase({ kind: "postgres", url: scale.url });
if (database.driver !== "postgres") throw new Error("the benchmark needs PostgreSQL");
const rows: Row[] = [];
try {
  for (const caller of CALLERS) {
    for (const query of queries) {
      let row = rows.find((each) => each.kind === query.kind && each.caller === caller.name);
      if (!row) {
        row = { kind: query.kind, caller: caller.name, samples: [], slowest: { query: "", ms: 0 }, cpuMs: 0 };
        rows.push(row);
      }
      let cpuSince = startCpuCount();
      for (let round = 0; round < WARM_UP + ROUNDS; round++) {
        if (round === WARM_UP) cpuSince = startCpuCount();
        const started = performance.now();
        await searchEverywhere(database.db, caller.access, { query: query.text });
        const ms = performance.now() - started;
        if (round < WARM_UP) continue;
        row.samples.push(ms);
        if (ms > row.slowest.ms) row.slowest = { query: query.text, ms };
      }
      const { postgresMs, ownMs } = cpuSince();
      row.cpuMs += postgresMs + ownMs;
    }
  }
} finally {
  await database.close();
}

console.log(
  `search at scale: ${DEAL_COUNT.toLocaleString("en-US")} deals, ${PARTNER_COUNT.toLocaleString("en-US")} partners, ${USER_COUNT.toLocaleString("en-US")} users, ${AUDIT_COUNT.toLocaleString("en-US")} audit entries, PostgreSQL; searchEverywhere server time in ms, ${ROUNDS} calls per search; cpu/call: mean CPU time of the database's processes and the use case`,
);
const kindWidth = Math.max(...rows.map((row) => row.kind.length));
const callerWidth = Math.max(...rows.map((row) => row.caller.length));
console.log(
  `  ${"search".padEnd(kindWidth)}  ${"caller".padEnd(callerWidth)}    p50    p95    max  budget  cpu/call  slowest search`,
);
for (const row of rows) {
  const sorted = [...row.samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 0.95);
  const verdict = p95 <= BUDGET_MS ? "ok" : "OVER";
  console.log(
    `  ${row.kind.padEnd(kindWidth)}  ${row.caller.padEnd(callerWidth)} ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ${p95.toFixed(1).padStart(6)} ${(sorted.at(-1) ?? 0).toFixed(1).padStart(6)}  ${verdict.padEnd(6)}  ${(row.cpuMs / row.samples.length).toFixed(1).padStart(8)}  "${row.slowest.query}"`,
  );
}
console.log(
  `  budget: p95 <= ${BUDGET_MS} ms for every row; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} on ${availableParallelism()} cores; reproduce: npm run bench:search-scale`,
);

// EXPLAIN ANALYZE of every statement of the slowest row's slowest search, through auto_explain on a connection
// of its own: each statement's time, then the slowest one's plan.
const worst = rows.reduce((a, b) =>
  percentile(
    [...b.samples].sort((x, y) => x - y),
    0.95,
  ) >
  percentile(
    [...a.samples].sort((x, y) => x - y),
    0.95,
  )
    ? b
    : a,
);
const access = CALLERS.find((caller) => caller.name === worst.caller)?.access ?? {};
const plans = await explainedStatements(scale.url, (explained) =>
  searchEverywhere(explained.db, access, { query: worst.slowest.query }),
);
const duration = planDuration;
/** The table a statement reads its kind from: its first `from`. */
const table = (plan: string) => /from "([a-z_]+)"/.exec(plan)?.[1] ?? "(setting)";
console.log(
  `EXPLAIN ANALYZE of "${worst.slowest.query}" (${worst.kind}, ${worst.caller}), each statement in ms: ${plans
    .map((plan) => `${table(plan)} ${duration(plan).toFixed(1)}`)
    .join(", ")}`,
);
// The slowest statement's plan nodes, without their conditions: where the time went.
const slowestPlan = plans.reduce((a, b) => (duration(b) > duration(a) ? b : a), "");
console.log(`  slowest, ${table(slowestPlan)}:`);
for (const line of slowestPlan
  .split("\n")
  .filter((line) => line.includes("actual time") || line.includes("One-Time Filter"))
  .slice(0, 40))
  console.log(`  ${line.replace(/\(cost=[^)]*\) /, "")}`);

const over = rows.filter(
  (row) =>
    percentile(
      [...row.samples].sort((a, b) => a - b),
      0.95,
    ) > BUDGET_MS,
);
if (over.length > 0) {
  console.error(`FAIL: ${over.length} row(s) over the ${BUDGET_MS} ms p95 budget`);
  process.exitCode = 1;
}
await scale.finish();
