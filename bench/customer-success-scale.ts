// Server time of Customer Success at 10,000 rows and at full size on PostgreSQL: 100,000 customers (owned by 50
// staff members, two in three sold by one of 2,000 partners), 1,000,000 support tickets, 10,000,000 ticket events,
// 90 days of the book's figures (customer_health_days) and 90 days of each customer's snapshots from the day it
// started (8,625,753 rows, 4 minutes to load on a busy 2-core machine; the daily run and week_ago_score read only
// the day a week back, the Health Dashboard and the KPI cards the book's figures).
// Timed one call at a time, calling the real use cases (all their statements, as the procedures run them): the
// Customer Directory (page 1 and 200, each filter, searches matching many and few, each sort), the ticket lists
// (unfiltered, breached, an assignee's, "me", unassigned, by status, priority and customer, a subject search, a
// number), the KPI cards, the Health Dashboard, the Onboarding tab and the people who may own customers; then
// the daily health run of every customer (first of the day, and a rerun that finds the day done), once each.
// It creates two databases, customer_success_scale_bench_10k (every table at most 10,000 rows) and
// customer_success_scale_bench, applies the app's migrations and fills them with set-based SQL.
// Run: npm run bench:customer-success-scale [-- --keep] [-- --rounds=N] [-- --only=directory,tickets|daily]
// Budget: every read p95 <= 50 ms at full size; a list's CPU time per call at full size at most twice that at
// 10,000 rows (a difference under 1 ms passes); the KPI cards and the Health Dashboard count every customer, so
// their CPU grows with the book and only their p95 is budgeted; the daily run of 100,000 customers within 60 s.
// Exits 1 when a row is over. cpu/call is the CPU time of the database connection's server process and of this
// process, of the cheapest of the row's batches of ten calls (bench/lists-scale.ts says why).
// --keep leaves the databases afterwards and reuses them, already filled, on the next run; the daily run's day
// (today, UTC) is cleared before it is timed, so each run times a whole day's run.
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { performance } from "node:perf_hooks";
import { openDatabase } from "#server/db/client";
import { customerStats } from "#server/features/customer-success/customer-stats";
import { runDailyHealth } from "#server/features/customer-success/daily-health-run";
import { healthDashboard } from "#server/features/customer-success/health-dashboard";
import { listCustomerSuccessPeople } from "#server/features/customer-success/list-customer-success-people";
import { listCustomers } from "#server/features/customer-success/list-customers";
import { listOnboarding } from "#server/features/customer-success/list-onboarding";
import { listTickets } from "#server/features/customer-success/list-tickets";
import { NAME_FUNCTIONS } from "./support/generated-names";
import { startCpuCount } from "./support/process-cpu";
import { BUDGET_MS, prepareScaleDatabase, withClient } from "./support/scale-database";
import {
  type Measured,
  machineNote,
  measureCases,
  printComparison,
  type TimedCase,
} from "./support/timed-cases";

interface Sizes {
  users: number;
  partners: number;
  customers: number;
  tickets: number;
  events: number;
  /** The days back (1 = yesterday) each customer has a snapshot of. */
  snapshotDays: number[];
}
const FULL: Sizes = {
  users: 10_000,
  partners: 2_000,
  customers: 100_000,
  tickets: 1_000_000,
  events: 10_000_000,
  snapshotDays: Array.from({ length: 90 }, (_, i) => i + 1),
};
const SMALL_ROWS = 10_000;
/** Every table at most 10,000 rows: one ticket event a ticket, and the snapshot of a week ago only. */
const SMALL: Sizes = {
  users: 10_000,
  partners: 2_000,
  customers: SMALL_ROWS,
  tickets: SMALL_ROWS,
  events: SMALL_ROWS,
  snapshotDays: [7],
};
/** The staff members who hold manage_customers (users 1 to 50): the owners and assignees. */
const STAFF = 50;
const PAGE_SIZE = 25;
const DEEP_PAGE = 200;
const ROUNDS = Number(
  process.argv.find((arg) => arg.startsWith("--rounds="))?.slice("--rounds=".length) ?? 40,
);
const ONLY = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const DAILY_BUDGET_S = 60;

const userId = (n: string) => `'bench-user-' || (${n})`;
const partnerId = (n: string) => `md5('bench-partner-' || (${n}))::uuid`;
const customerId = (n: string) => `md5('bench-customer-' || (${n}))::uuid`;
/** Ticket and event ids in insertion order, so their primary keys fill from the right as they go in. */
const orderedId = (kind: "1" | "2", n: string) =>
  `('00000000-0000-4000-8${kind}00-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const uniform = (n: string, seed: number) =>
  `((hashint8extended(${n}, ${seed}) & 2147483647)::float8 / 2147483648)`;
/** Ticket n's creation: one a minute (one every 52 minutes at 10,000), the newest now. */
const ticketCreated = (size: Sizes, n: string) =>
  `(now() - (${size.tickets} - (${n})) * interval '${Math.round((1_000_000 / size.tickets) * 60)} seconds')`;

/** The score a day back from today's, within 10 points: the daily run's week_ago_score is that of day 7. */
const PAST_SCORE = `
create function pg_temp.past_score(score int, days int) returns int language sql immutable as $$
  select greatest(0, least(100, score + (days * 37 + score) % 21 - 10))
$$;
create function pg_temp.status_for(score int, churned boolean) returns customer_status language sql immutable as $$
  select (case when churned then 'churned' when score < 60 then 'at_risk' else 'healthy' end)::customer_status
$$;
`;

/** The set-based statements that fill a database of these sizes. */
const fillStatements = (size: Sizes) => [
  `insert into partners (id, company_name, contact_name, contact_email, business_type, status, tier,
     commission_rate, approved_at)
   select ${partnerId("n")},
     pg_temp.word(hashint8extended(n, 1)) || ' ' || pg_temp.pick(array['Solutions','Consulting','Partners',
       'Technologies','Integrations','Digital','Group','Advisors','IT','Systems'], hashint8extended(n, 2)),
     pg_temp.first_name(hashint8extended(n, 3)) || ' ' || pg_temp.word(hashint8extended(n, 4)),
     'contact' || n || '@partner' || n || '.example',
     (array['reseller','consultant','system_integrator','technology_partner','referral_partner'])[1 + n % 5]::business_type,
     'active', (array['bronze','silver','gold','platinum'])[1 + n % 4]::partner_tier, 10 + n % 6,
     now() - interval '3 years'
   from generate_series(0, ${size.partners - 1}) n`,
  `insert into "user" (id, name, email, email_verified)
   select ${userId("u")}, name, lower(replace(name, ' ', '.')) || u || '@corp.example', true
   from (select u, pg_temp.first_name(hashint8extended(u, 5)) || ' ' || pg_temp.word(hashint8extended(u, 6)) as name
     from generate_series(0, ${size.users - 1}) u) generated`,
  `insert into profiles (user_id, email, full_name) select id, email, name from "user"`,
  // User 0 and one in a thousand are administrators, users 1-50 the Customer Success team, half the rest
  // partners' contacts.
  `insert into user_roles (user_id, role)
   select ${userId("u")}, (case when u % 1000 = 0 then 'admin' when u <= ${STAFF} then 'user'
     when u % 2 = 1 then 'partner' else 'user' end)::app_role
   from generate_series(0, ${size.users - 1}) u`,
  `insert into permissions (name, category, description)
   values ('manage_customers', 'data', 'Add and edit customers, log contacts and work support tickets')
   on conflict (name) do nothing`,
  `insert into user_permissions (user_id, permission_id)
   select ${userId("u")}, (select id from permissions where name = 'manage_customers')
   from generate_series(1, ${STAFF}) u`,
  // Customers: two in three from a partner's won deal (partner floor(N * u^2): partner 0 sold the most), one in
  // twenty without an owner, one in fifty churned; started over three years (about 8% in their first 90 days).
  `insert into customers (id, name, customer_key, contact_name, contact_email, contact_phone, owner_id,
     partner_id, source, contract_value, start_date, renewal_date, status, health_score, csm_rating,
     last_contact_at, week_ago_score, created_at)
   select ${customerId("n")}, name, lower(name) || ' ' || n, contact,
     lower(replace(contact, ' ', '.')) || '@customer' || n || '.example', '+1 555 ' || lpad((n % 10000)::text, 4, '0'),
     case when n % 20 <> 7 then ${userId(`1 + abs(hashint8extended(n, 21) % ${STAFF})`)} end,
     case when n % 3 <> 0 then ${partnerId(`floor(${size.partners} * power(${uniform("n", 22)}, 2))::int`)} end,
     (case when n % 3 <> 0 then 'won_deal' else 'manual' end)::customer_source,
     1000 + abs(hashint8extended(n, 23) % 20000000) / 100.0, start_date,
     case when n % 10 <> 0 then start_date + ((1 + floor((current_date - start_date) / 365.0)) * 365)::int end,
     pg_temp.status_for(score, n % 50 = 11), score,
     case when n % 4 <> 0 then 1 + abs(hashint8extended(n, 24) % 5)::int end,
     case when n % 20 <> 3 then now() - abs(hashint8extended(n, 25) % 120) * interval '1 day' end,
     case when start_date <= current_date - 7 then pg_temp.past_score(score, 7) end,
     start_date::timestamptz
   from (
     select n,
       pg_temp.word(hashint8extended(n, 26)) || ' ' || pg_temp.pick(array['Systems','Solutions','Analytics',
         'Logistics','Health','Energy','Foods','Retail','Media','Robotics','Finance','Biotech','Software','Networks',
         'Motors','Textiles','Labs','Aerospace','Security','Holdings'], hashint8extended(n, 27))
         || ' ' || pg_temp.pick(array['Inc','LLC','Ltd','GmbH','Corp','Co','SA','plc'], hashint8extended(n, 28)) as name,
       pg_temp.first_name(hashint8extended(n, 29)) || ' ' || pg_temp.word(hashint8extended(n, 30)) as contact,
       current_date - abs(hashint8extended(n, 31) % 1095)::int as start_date,
       (100 - floor(85 * power(${uniform("n", 32)}, 2)))::int as score
     from generate_series(0, ${size.customers - 1}) n
   ) generated`,
  // The onboarding checklist of the customers in their first 90 days: steps done in order, most on time.
  `insert into customer_onboarding_steps (customer_id, step, position, due_date, completed_at, completed_by)
   select c.id, t.step::onboarding_step, t.position, c.start_date + t.after,
     case when c.start_date + t.after - 3 < current_date and (t.position < 3 or hashtext(c.id::text) % 3 <> 0)
       then (c.start_date + t.after - 3)::timestamptz end,
     case when c.start_date + t.after - 3 < current_date and (t.position < 3 or hashtext(c.id::text) % 3 <> 0)
       then c.owner_id end
   from customers c
   cross join (values ('kickoff', 0, 7), ('setup', 1, 21), ('training', 2, 45), ('go_live', 3, 60))
     as t(step, position, after)
   where c.start_date >= current_date - 90`,
  // Tickets: customer floor(N * u^2) (customer 0 has about 3,000 at full size), newest a minute apart; older
  // than 30 days nearly all solved or closed. One in twenty breached a target; a stale open one breached its
  // resolution at its due time. One in ten unassigned. Due times as the SLA clock leaves them: running in new and
  // open, minutes left kept in pending and on hold, none once solved.
  `insert into support_tickets (id, subject, description, customer_id, partner_id, requester_name, priority,
     status, assignee_id, created_at, updated_at, first_responded_at, solved_at, first_response_due_at,
     resolution_due_at, resolution_warn_at, resolution_left_minutes,
     first_response_breached_at, resolution_breached_at, warned_at)
   select ${orderedId("1", "n")}, subject, 'The details of ' || lower(subject) || '.', c.id, c.partner_id,
     requester, priority::ticket_priority, state::ticket_status, assignee, created, created + interval '3 hours',
     case when state <> 'new' then created + case when n % 40 = 0 then interval '6 hours' else interval '2 hours' end end,
     case when state in ('solved', 'closed') then created + abs(hashint8extended(n, 40) % 72) * interval '1 hour' end,
     case when state = 'new' then created + interval '4 hours' end,
     case when state in ('new', 'open') then created + interval '3 days' end,
     case when state in ('new', 'open') then created + interval '2 days 9 hours' end,
     case when state in ('pending', 'on_hold') then abs(hashint8extended(n, 41) % 1400)::int end,
     case when n % 20 = 0 and n % 40 <> 20 then created + interval '4 hours' end,
     case when n % 40 = 20 or (state in ('new', 'open') and created < now() - interval '3 days')
       then created + interval '3 days' end,
     case when state in ('new', 'open') and created < now() - interval '2 days 9 hours'
       then created + interval '2 days 9 hours' end
   from (
     select n, floor(${size.customers} * power(${uniform("n", 42)}, 2))::int as customer,
       pg_temp.pick(array['Cannot','Unable to','Question about','Error in','Slow','Request for','Problem with',
         'Help with'], hashint8extended(n, 43)) || ' ' || pg_temp.pick(array['login','export','invoice','report',
         'sync','dashboard','API','billing','import','upload'], hashint8extended(n, 44)) || ' '
         || pg_temp.word(hashint8extended(n, 45)) as subject,
       pg_temp.first_name(hashint8extended(n, 46)) || ' ' || pg_temp.word(hashint8extended(n, 47)) as requester,
       (array['low','low','normal','normal','normal','normal','high','high','urgent','low'])[1 + abs(hashint8extended(n, 48) % 10)] as priority,
       case when n >= ${size.tickets} * 24 / 25
         then (array['new','open','open','pending','on_hold','solved'])[1 + abs(hashint8extended(n, 49) % 6)]
         else case abs(hashint8extended(n, 49) % 100) when 0 then 'open' when 1 then 'pending'
           else (case when abs(hashint8extended(n, 49) % 100) < 30 then 'solved' else 'closed' end) end
         end as state,
       case when n % 10 <> 4 then ${userId(`1 + abs(hashint8extended(n, 50) % ${STAFF})`)} end as assignee,
       ${ticketCreated(size, "n")} as created
     from generate_series(0, ${size.tickets - 1}) n
   ) generated
   join customers c on c.id = ${customerId("generated.customer")}`,
  // Events: ticket floor(e * tickets / events), its opening first, then replies, notes and changes 30 minutes
  // apart. Written without the per-row foreign key checks (their ids are made to match).
  "set session_replication_role = replica",
  `insert into ticket_events (id, ticket_id, kind, author_id, author_name, body, public, data, created_at)
   select ${orderedId("2", "e")}, ${orderedId("1", "t")}, kind::ticket_event_kind,
     case when kind <> 'created' then ${userId(`1 + abs(hashint8extended(e, 60) % ${STAFF})`)} end,
     case when kind <> 'created' then 'Staff member' end,
     case when kind in ('created', 'reply', 'note') then 'Message ' || e || ' about the ticket.' end,
     kind in ('created', 'reply'),
     case when kind = 'status_changed' then '{"from":"new","to":"open"}'::jsonb end,
     ${ticketCreated(size, "t")} + (e - first_event) * interval '30 minutes'
   from (
     select e, t, first_event,
       case when e = first_event then 'created'
         else (array['reply','reply','reply','note','status_changed','assigned','reply','note','priority_changed',
           'reply'])[1 + abs(hashint8extended(e, 61) % 10)] end as kind
     from (
       select e, floor(e::numeric * ${size.tickets} / ${size.events})::bigint as t,
         ceil(floor(e::numeric * ${size.tickets} / ${size.events}) * ${size.events} / ${size.tickets})::bigint as first_event
       from generate_series(0, ${size.events - 1}) e
     ) numbered
   ) generated`,
  // Snapshots from the day each customer started, in the customers' id order (their primary key's).
  `insert into customer_health_snapshots (customer_id, day, score, status)
   select c.id, current_date - d, pg_temp.past_score(c.health_score, d),
     pg_temp.status_for(pg_temp.past_score(c.health_score, d), c.status = 'churned')
   from (select id, health_score, status, start_date from customers order by id) c
   cross join lateral unnest(array[${size.snapshotDays.join(",")}]::int[]) d
   where c.start_date <= current_date - d`,
  "set session_replication_role = origin",
  // The book's figures of each of the last 90 days, near today's.
  `insert into customer_health_days (day, customers, healthy, at_risk, churned, score_sum, green, yellow, red)
   select current_date - d, customers - d * 10, healthy - d * 5, at_risk - d * 5, churned, score_sum - d * 500,
     green - d * 5, yellow, red - d * 5
   from generate_series(1, 90) d
   cross join (select count(*) as customers,
       count(*) filter (where status = 'healthy') as healthy,
       count(*) filter (where status = 'at_risk') as at_risk,
       count(*) filter (where status = 'churned') as churned,
       coalesce(sum(health_score) filter (where status <> 'churned'), 0) as score_sum,
       count(*) filter (where status <> 'churned' and health_score >= 80) as green,
       count(*) filter (where status <> 'churned' and health_score >= 60 and health_score < 80) as yellow,
       count(*) filter (where status <> 'churned' and health_score < 60) as red
     from customers) book`,
];

const TABLES = [
  "partners",
  "user",
  "profiles",
  "user_roles",
  "permissions",
  "user_permissions",
  "customers",
  "customer_onboarding_steps",
  "support_tickets",
  "ticket_events",
  "customer_health_snapshots",
  "customer_health_days",
] as const;

const prepare = (name: string, size: Sizes) =>
  prepareScaleDatabase({
    name,
    tables: TABLES,
    probe: "select 1 from customer_health_days limit 1",
    fill: async (client) => {
      await client.query("set work_mem = '256MB'");
      await client.query(NAME_FUNCTIONS);
      await client.query(PAST_SCORE);
      for (const statement of fillStatements(size)) {
        const started = performance.now();
        const { rowCount } = await client.query(statement);
        const table = /insert into "?(\w+)/.exec(statement)?.[1];
        if (table)
          console.log(
            `  ${table}: ${(rowCount ?? 0).toLocaleString("en-US")} rows in ${((performance.now() - started) / 1000).toFixed(0)} s`,
          );
      }
    },
  });

/** What the cases name out of the loaded data. */
interface Named {
  partner0: string;
  customer0: string;
  ticketNumber: number;
}
let named: Named = { partner0: "", customer0: "", ticketNumber: 0 };

/** The caller of the ticket lists ("me"): a member of the team. */
const CALLER = "bench-user-1";

interface Case extends TimedCase {
  /** Paged lists: their CPU per call must not grow with the tables. Counts of the whole book do. */
  flat: boolean;
}

const directory = (name: string, pages: number[], input: object): Case => ({
  list: "directory",
  name,
  pages,
  flat: true,
  run: (db, page) => listCustomers(db, { sort: "name", ...input, page, pageSize: PAGE_SIZE }),
});
const tickets = (name: string, pages: number[], input: () => object): Case => ({
  list: "tickets",
  name,
  pages,
  flat: true,
  run: (db, page) => listTickets(db, CALLER, { ...input(), page, pageSize: PAGE_SIZE }),
});
const BOTH = [1, DEEP_PAGE];

/** Search terms match many (an industry, a first name) and few (a coined word: a customer or two, 30 tickets). */
const CASES: Case[] = [
  directory("by name, no filter", BOTH, {}),
  directory('search name "systems"', [1], { search: "systems" }),
  directory('search contact "anna"', [1], { search: "anna" }),
  directory('search rare "kalomi"', [1], { search: "kalomi" }),
  directory("status at_risk", BOTH, { status: "at_risk" }),
  directory("status churned", [1], { status: "churned" }),
  directory("owner (one of 50)", BOTH, { ownerId: "bench-user-2" }),
  directory("owner none", [1], { ownerId: "none" }),
  {
    ...directory("partner (largest)", [1], {}),
    run: (db, page) =>
      listCustomers(db, { sort: "name", partnerId: named.partner0, page, pageSize: PAGE_SIZE }),
  },
  directory("sort health_asc", BOTH, { sort: "health_asc" }),
  directory("sort health_desc", BOTH, { sort: "health_desc" }),
  directory("sort last_contact", BOTH, { sort: "last_contact" }),
  directory("status at_risk, sort health_asc", [1], { status: "at_risk", sort: "health_asc" }),
  tickets("no filter", BOTH, () => ({})),
  tickets("breached", BOTH, () => ({ breached: true })),
  tickets("assignee (one of 50)", BOTH, () => ({ assigneeId: "bench-user-2" })),
  tickets('"me"', BOTH, () => ({ assigneeId: "me" })),
  tickets("unassigned", [1], () => ({ assigneeId: "none" })),
  tickets("status open", BOTH, () => ({ status: "open" })),
  tickets("status pending", [1], () => ({ status: "pending" })),
  tickets("priority urgent", [1], () => ({ priority: "urgent" })),
  tickets("customer (largest)", [1], () => ({ customerId: named.customer0 })),
  tickets('search subject "invoice"', [1], () => ({ search: "invoice" })),
  tickets('search rare "kalomi"', [1], () => ({ search: "kalomi" })),
  tickets("by number", [1], () => ({ search: `#${named.ticketNumber}` })),
  tickets("me, breached", [1], () => ({ assigneeId: "me", breached: true })),
  {
    list: "KPI cards",
    name: "customerStats",
    pages: [1],
    flat: false,
    run: async (db) => {
      await customerStats(db);
      return {};
    },
  },
  {
    list: "Health Dashboard",
    name: "healthDashboard",
    pages: [1],
    flat: false,
    run: async (db) => {
      await healthDashboard(db);
      return {};
    },
  },
  {
    list: "onboarding",
    name: "first 90 days",
    pages: [1, 20],
    flat: true,
    run: (db, page) => listOnboarding(db, { page, pageSize: PAGE_SIZE }),
  },
  {
    list: "onboarding",
    name: "overdue only",
    pages: [1],
    flat: true,
    run: (db, page) => listOnboarding(db, { overdueOnly: true, page, pageSize: PAGE_SIZE }),
  },
  {
    list: "people",
    name: "manage_customers holders",
    pages: [1],
    flat: true,
    run: async (db) => ({ total: (await listCustomerSuccessPeople(db)).people.length }),
  },
];

/** The daily health run is timed without --only, or when --only names "daily" (beside any lists). */
const timesDaily = !ONLY || ONLY.includes("daily");
const selected = (each: Case) => !ONLY || ONLY.some((prefix) => each.list.toLowerCase().startsWith(prefix));

const open = (url: string) =>
  openDatabase({
    kind: "postgres",
    url,
    maxConnections: 1,
    timeouts: { connectMs: 120_000, statementMs: 600_000 },
  });

/** Times every case on one database through one connection, so its server process's CPU time is the lists'. */
async function measure(url: string): Promise<Map<string, Measured>> {
  named = await withClient(url, async (client) => {
    const one = async (query: string) => (await client.query(query)).rows[0];
    return {
      partner0: (await one(`select ${partnerId("0")} as id`)).id,
      customer0: (await one(`select ${customerId("0")} as id`)).id,
      ticketNumber: (await one("select (min(number) + max(number)) / 2 as number from support_tickets"))
        .number,
    };
  });
  const database = await open(url);
  try {
    return await measureCases(database, CASES.filter(selected), ROUNDS);
  } finally {
    await database.close();
  }
}

interface DailyRun {
  label: string;
  seconds: number;
  postgresCpuS: number;
  ownCpuS: number;
  customers: number;
  changed: number;
  turnedRed: number;
}

/** The daily health run of today as the jobs start it, after clearing today's snapshots; then a rerun. */
async function dailyRuns(url: string): Promise<DailyRun[]> {
  await withClient(url, async (client) => {
    await client.query("delete from customer_health_snapshots where day = (now() at time zone 'UTC')::date");
    await client.query("delete from customer_health_days where day = (now() at time zone 'UTC')::date");
    await client.query("vacuum (analyze) customer_health_snapshots, customer_health_days, customers");
  });
  const database = await open(url);
  const runs: DailyRun[] = [];
  try {
    for (const label of ["first of the day", "rerun (day done)"]) {
      const cpu = startCpuCount();
      const started = performance.now();
      const result = await runDailyHealth({ db: database.db });
      const seconds = (performance.now() - started) / 1000;
      const used = cpu();
      if (!result.finished) throw new Error("the daily run did not finish (another run held its lock)");
      runs.push({
        label,
        seconds,
        postgresCpuS: used.postgresMs / 1000,
        ownCpuS: used.ownMs / 1000,
        customers: result.customers,
        changed: result.changed,
        turnedRed: result.turnedRed,
      });
    }
  } finally {
    await database.close();
  }
  return runs;
}

const small = await prepare("customer_success_scale_bench_10k", SMALL);
const atSmall = await measure(small.url);
const dailySmall = timesDaily ? await dailyRuns(small.url) : [];
await small.finish();
const full = await prepare("customer_success_scale_bench", FULL);
const atFull = await measure(full.url);
const dailyFull = timesDaily ? await dailyRuns(full.url) : [];
await full.finish();

const count = (n: number) => n.toLocaleString("en-US");
console.log(
  `Customer Success at scale, PostgreSQL, ${PAGE_SIZE} a page, use case server time in ms over ${ROUNDS} calls: full size is ${count(FULL.customers)} customers, ${count(FULL.tickets)} tickets, ${count(FULL.events)} ticket events, ${FULL.snapshotDays.length} days of snapshots, ${count(FULL.partners)} partners, ${count(FULL.users)} users (${STAFF} holding manage_customers); 10k has each table at most ${count(SMALL_ROWS)} rows`,
);
let over = printComparison({
  cases: CASES.filter(selected),
  atSmall,
  atFull,
  pageSize: PAGE_SIZE,
  budgetMs: BUDGET_MS,
});
for (const [size, runs] of [
  ["10k", dailySmall],
  ["full", dailyFull],
] as const) {
  for (const run of runs) {
    const fast = size === "10k" || run.seconds <= DAILY_BUDGET_S;
    if (!fast) over++;
    console.log(
      `  daily health run, ${size}, ${run.label}: ${run.seconds.toFixed(1)} s (${size === "full" ? (fast ? "ok" : "OVER") : "-"}), ${count(run.customers)} customers, ${count(run.changed)} changed, ${count(run.turnedRed)} turned red; CPU PostgreSQL ${run.postgresCpuS.toFixed(1)} s, this process ${run.ownCpuS.toFixed(1)} s`,
    );
  }
}
console.log(
  `  budget: p95 <= ${BUDGET_MS} ms at full size; growth of a paged list (CPU per call at full size / at 10k, where the 10k list reaches the page) <= 2x, or under 1 ms; the daily run at full size <= ${DAILY_BUDGET_S} s; ${machineNote("bench:customer-success-scale")}`,
);
if (over > 0) {
  console.error(`FAIL: ${over} row(s) over budget`);
  process.exitCode = 1;
}
