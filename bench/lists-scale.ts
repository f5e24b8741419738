// Server time of every list an administrator pages through, at 10,000 rows and at full size on PostgreSQL:
// partners (20,000), applications (100,000), users (100,000), deals, payouts and audit entries (1,000,000 each),
// resources (10,000), the course catalog and the courses' own list (1,000 courses), a course's enrollments
// (1,000,000 enrollments), a person's notifications (1,000,000) and an endpoint's webhook deliveries (100,000).
// Each list is timed without a filter on its first and a deep page (200), with each filter, its search and its
// sort, calling the real use case (all its statements, as the procedure runs them), one call at a time.
// It creates two databases, lists_scale_bench_10k (every table at most 10,000 rows) and lists_scale_bench,
// applies the app's migrations and fills them with set-based SQL. The deals and audit-log benchmarks
// (bench/deals-scale.ts, bench/audit-log-scale.ts) time those two lists' harder cases; this one covers them all.
// The performance ranking is read from the figures kept per partner and period (decision 0038), page 1 and 200 of
// each period and sort.
// Run: npm run bench:lists-scale [-- --keep] [-- --rounds=N] [-- --only=users,deals]   Budget, for every row: p95 <= 50 ms at full size,
// and the CPU time per call at full size at most twice that at 10,000 rows (a difference under 1 ms passes).
// Exits 1 when a row is over. cpu/call is the CPU time of the database connection's server process and of this
// process, of the cheapest of the row's batches of ten calls: growth is judged on it because on a loaded machine
// wall time includes waiting for a core.
// --keep leaves the databases afterwards and reuses them, already filled, on the next run.
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { type Database, openDatabase } from "#server/db/client";
import { listApplications } from "#server/features/applications/list-applications";
import { listAuditEntries } from "#server/features/audit-log/list-audit-entries";
import { listDeals } from "#server/features/deals/list-deals";
import { listCatalog } from "#server/features/learning/list-catalog";
import { listCourseEnrollments } from "#server/features/learning/list-course-enrollments";
import { listManagedCourses } from "#server/features/learning/list-managed-courses";
import { listNotifications } from "#server/features/notifications/list-notifications";
import { listPartners } from "#server/features/partners/list-partners";
import { listPayouts } from "#server/features/payouts/list-payouts";
import { listPerformanceRanking } from "#server/features/performance/list-performance-ranking";
import { listResources } from "#server/features/resources/list-resources";
import { listUsers } from "#server/features/users/list-users";
import { listWebhookDeliveries } from "#server/features/webhooks/list-webhook-deliveries";
import { ADMIN_ENDPOINTS } from "#server/features/webhooks/webhook-owner";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import type { Learner } from "#server/rpc/caller-access";
import { NAME_FUNCTIONS } from "./support/generated-names";
import { BUDGET_MS, prepareScaleDatabase, withClient } from "./support/scale-database";
import {
  type Measured,
  machineNote,
  measureCases,
  printComparison,
  type TimedCase,
} from "./support/timed-cases";

const FULL = {
  partners: 20_000,
  applications: 100_000,
  users: 100_000,
  deals: 1_000_000,
  payouts: 1_000_000,
  audit: 1_000_000,
  resources: 10_000,
  courses: 1_000,
  enrollments: 1_000_000,
  notifications: 1_000_000,
  deliveries: 100_000,
};
type Sizes = typeof FULL & {
  /** The administrator gets every notification and course 0 every enrollment, so at 10,000 rows those lists
   * hold 10,000 rows as the others do; at full size one notification in ten and a skewed share of courses. */
  concentrated: boolean;
};
const SMALL_ROWS = 10_000;
const SMALL = {
  ...Object.fromEntries(Object.entries(FULL).map(([table, rows]) => [table, Math.min(rows, SMALL_ROWS)])),
  concentrated: true,
} as Sizes;
const PAGE_SIZE = 25;
const DEEP_PAGE = 200;
const ROUNDS = Number(
  process.argv.find((arg) => arg.startsWith("--rounds="))?.slice("--rounds=".length) ?? 40,
);
/** --only=users,deals times only the lists whose names begin so (the databases are still both prepared). */
const ONLY = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
/** Growth under this many ms is noise on a shared machine, whatever the ratio. */

const partnerId = (n: string) => `md5('bench-partner-' || (${n}))::uuid`;
const userId = (n: string) => `'bench-user-' || (${n})`;
const courseId = (n: string) => `md5('bench-course-' || (${n}))::uuid`;
const ENDPOINT_ID = "00000000-0000-4000-8000-00000000e001";
/** A uniform number in [0, 1) from a hash of n: skewed picks raise it to a power. */
const uniform = (n: string, seed: number) =>
  `((hashint8extended(${n}, ${seed}) & 2147483647)::float8 / 2147483648)`;

/** The set-based statements that fill a database of these sizes. */
const fillStatements = (size: Sizes) => [
  // Partners: one in twenty still pending, one in fifty suspended; tiers rotate; one every 4 hours.
  `insert into partners (id, company_name, contact_name, contact_email, business_type, status, tier,
     commission_rate, approved_at, created_at)
   select ${partnerId("n")},
     pg_temp.word(hashint8extended(n, 1)) || ' ' || pg_temp.pick(array['Solutions','Consulting','Partners',
       'Technologies','Integrations','Digital','Group','Advisors','IT','Systems'], hashint8extended(n, 2)),
     pg_temp.first_name(hashint8extended(n, 3)) || ' ' || pg_temp.word(hashint8extended(n, 4)),
     'contact' || n || '@partner' || n || '.example',
     (array['reseller','consultant','system_integrator','technology_partner','referral_partner'])[1 + n % 5]::business_type,
     (case when n % 20 = 19 then 'pending' when n % 50 = 7 then 'suspended' else 'active' end)::partner_status,
     (array['bronze','silver','gold','platinum'])[1 + n % 4]::partner_tier, 10 + n % 6,
     case when n % 20 <> 19 then now() - interval '3 years' end,
     now() - (${size.partners} - n) * interval '4 hours'
   from generate_series(0, ${size.partners - 1}) n`,
  // Applications over the partners, one every 10 minutes; most reviewed, the newest pending.
  `insert into partner_applications (partner_id, status, application_data, submitted_at)
   select ${partnerId(`n % ${size.partners}`)},
     (case when n > ${size.applications} - 500 then 'pending'
       else (array['approved','approved','approved','rejected','pending'])[1 + n % 5] end)::application_status,
     '{}'::jsonb, now() - (${size.applications} - n) * interval '10 minutes'
   from generate_series(1, ${size.applications}) n`,
  `insert into "user" (id, name, email, email_verified)
   select ${userId("u")}, name, lower(replace(name, ' ', '.')) || u || '@corp.example', true
   from (select u, pg_temp.first_name(hashint8extended(u, 5)) || ' ' || pg_temp.word(hashint8extended(u, 6)) as name
     from generate_series(0, ${size.users - 1}) u) generated`,
  `insert into profiles (user_id, email, full_name) select id, email, name from "user"`,
  // One role each: most are plain users, one in a hundred an admin, a few partners' contacts.
  `insert into user_roles (user_id, role)
   select ${userId("u")}, (case when u % 100 = 0 then 'admin' when u % 10 = 3 then 'partner'
     when u % 10 = 5 then 'sales_rep' else 'user' end)::app_role
   from generate_series(0, ${size.users - 1}) u`,
  // Deals: partner floor(N * u^2) for a uniform u, so partner 0 has the most; one every 80 seconds.
  `insert into partner_deals (partner_id, company_name, contact_person, deal_value, status, submitted_at,
     reviewed_at, approved_at, customer_key)
   select ${partnerId(`floor(${size.partners} * power(${uniform("n", 7)}, 2))::int`)}, customer,
     pg_temp.first_name(hashint8extended(n, 8)) || ' ' || pg_temp.word(hashint8extended(n, 9)),
     1000 + abs(hashint8extended(n, 10) % 50000000) / 100.0, status::deal_status, submitted_at,
     case when status <> 'submitted' then submitted_at + interval '2 days' end,
     case when status in ('approved', 'closed_won', 'closed_lost') then submitted_at + interval '3 days' end,
     lower(customer)
   from (
     select n, pg_temp.word(hashint8extended(n, 11)) || ' ' || pg_temp.pick(array['Systems','Solutions',
         'Analytics','Logistics','Health','Energy','Foods','Retail','Media','Robotics'], hashint8extended(n, 12))
         || ' ' || pg_temp.pick(array['Inc','LLC','Ltd','GmbH','Corp'], hashint8extended(n, 13)) as customer,
       (array['approved','closed_won','closed_won','closed_won','closed_lost','closed_lost','submitted',
         'in_review'])[1 + abs(hashint8extended(n, 14) % 8)] as status,
       now() - (${size.deals} - n) * interval '80 seconds' as submitted_at
     from generate_series(1, ${size.deals}) n
   ) generated`,
  // A payout for every deal (the benchmark needs a million of them), older ones paid.
  `insert into commission_payouts (partner_id, deal_id, deal_value, commission_rate, commission_amount, status,
     paid_at, created_at)
   select partner_id, id, deal_value, 10, deal_value / 10,
     (case when submitted_at < now() - interval '60 days' then 'paid' else 'pending' end)::payout_status,
     case when submitted_at < now() - interval '60 days' then submitted_at + interval '30 days' end,
     submitted_at + interval '3 days'
   from partner_deals order by submitted_at limit ${size.payouts}`,
  // Audit entries: a skewed mix of actions and actors, one every 95 seconds.
  `insert into partner_audit_logs (partner_id, actor_user_id, action, subject_type, subject_id, subject_label,
     details, created_at)
   select ${partnerId(`abs(hashint8extended(n, 15) % ${size.partners})`)},
     ${userId(`floor(${size.users} * power(${uniform("n", 16)}, 3))::int`)},
     pg_temp.pick(array['deal.status_changed','deal.status_changed','resource.downloaded','resource.downloaded',
       'deal.submitted','partner.updated','user.updated','payout.paid'], hashint8extended(n, 17)),
     'deal', md5('deal-' || n), 'Deal ' || n, '{}'::jsonb, now() - (${size.audit} - n) * interval '95 seconds'
   from generate_series(1, ${size.audit}) n`,
  `insert into partner_resources (title, file_key, file_name, file_size, content_type, is_public, created_at)
   select pg_temp.pick(array['Selling','Pricing','Onboarding','Securing','Deploying'], hashint8extended(n, 18))
       || ' ' || pg_temp.word(hashint8extended(n, 19)) || ' '
       || pg_temp.pick(array['Deck','Guide','Playbook','Overview','Datasheet'], hashint8extended(n, 20)),
     'bench/' || n, 'resource-' || n || '.pdf', 100000,
     (array['deck','video','pdf'])[1 + n % 3]::resource_content_type, n % 10 <> 0, now() - n * interval '1 hour'
   from generate_series(0, ${size.resources - 1}) n`,
  `insert into courses (id, title, description, duration_minutes, category, audience, status)
   select ${courseId("n")}, pg_temp.pick(array['Selling','Onboarding','Integrating','Securing','Pricing'],
       hashint8extended(n, 21)) || ' ' || pg_temp.word(hashint8extended(n, 22)) || ': '
       || pg_temp.pick(array['Essentials','Deep Dive','Masterclass','Fundamentals'], hashint8extended(n, 23)),
     'Course ' || n, 30,
     pg_temp.pick(array['Sales','Technical','Security','Product','Compliance','Finance'], hashint8extended(n, 24)),
     (array['staff','partners','both','both'])[1 + n % 4]::course_audience,
     case when n % 10 = 9 then 'draft' else 'published' end::course_status
   from generate_series(0, ${size.courses - 1}) n`,
  // Enrollment n is learner n % users in course floor(courses * u^2): course 0 is the biggest by far.
  `insert into enrollments (user_id, course_id, status, progress_percentage, enrolled_at)
   select ${userId(`n % ${size.users}`)},
     ${size.concentrated ? courseId("0") : courseId(`floor(${size.courses} * power(${uniform("n", 25)}, 2))::int`)},
     'enrolled', 0, now() - n * interval '30 seconds'
   from generate_series(0, ${size.enrollments - 1}) n
   on conflict do nothing`,
  // Notifications: one in ten is the administrator's (user 0), the rest spread; only the newest are unread.
  `insert into notifications (user_id, kind, message, subject_id, created_at, read_at)
   select ${userId(size.concentrated ? "0" : `case when n % 10 = 0 then 0 else n % ${size.users} end`)},
     (array['deal_submitted','deal_status_changed','deal_status_changed','payout_created','application_submitted',
       'resource_published'])[1 + abs(hashint8extended(n, 26) % 6)]::notification_kind,
     'Something happened ' || n, md5('deal-' || n), now() - (${size.notifications} - n) * interval '60 seconds',
     case when n <= ${size.notifications} - 200 then now() end
   from generate_series(1, ${size.notifications}) n`,
  `insert into webhook_endpoints (id, url, events, secret_prefix, encrypted_secret)
   values ('${ENDPOINT_ID}', 'https://hooks.bench.example/portal', array['deal.submitted'], 'whsec_bench', 'x')`,
  `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, state, attempt_count, next_attempt_at,
     created_at, delivered_at)
   select '${ENDPOINT_ID}', gen_random_uuid(), 'deal.submitted', '{}',
     case when n % 100 = 0 then 'failed' when n > ${size.deliveries} - 20 then 'pending' else 'succeeded' end, 1,
     case when n > ${size.deliveries} - 20 then now() end,
     now() - (${size.deliveries} - n) * interval '5 minutes',
     case when n % 100 <> 0 and n <= ${size.deliveries} - 20 then now() end
   from generate_series(1, ${size.deliveries}) n`,
];

const TABLES = [
  "partners",
  "partner_applications",
  "user",
  "profiles",
  "user_roles",
  "partner_deals",
  "commission_payouts",
  // Kept by triggers as the partners, deals and payouts go in (decision 0038).
  "partner_performance",
  "partner_audit_logs",
  "partner_resources",
  "courses",
  "enrollments",
  "notifications",
  "webhook_endpoints",
  "webhook_deliveries",
] as const;

const prepare = (name: string, size: Sizes) =>
  prepareScaleDatabase({
    name,
    tables: TABLES,
    probe: "select 1 from webhook_deliveries limit 1",
    fill: async (client) => {
      await client.query(NAME_FUNCTIONS);
      for (const statement of fillStatements(size)) await client.query(statement);
    },
  });

const learner = (managesCourses: boolean): Learner => ({
  userId: "bench-user-0",
  name: "Bench Admin",
  audience: "staff",
  partnerId: null,
  managesCourses,
});

type Case = TimedCase;

/** Every list's cases; search terms are chosen to match many rows (a common word) and few (a coined word). */
const CASES: Case[] = [
  ...[
    ["no filter", {}],
    ["status pending", { status: "pending" as const }],
    ["tier gold", { tier: "gold" as const }],
    ['search common "systems"', { search: "systems" }],
    ['search rare "kalomi"', { search: "kalomi" }],
  ].map(([name, filters]) => ({
    list: "partners",
    name: name as string,
    pages: name === "no filter" ? [1, DEEP_PAGE] : [1],
    run: (db: Database["db"], page: number) =>
      listPartners(db, { ...(filters as object), page, pageSize: PAGE_SIZE }),
  })),
  ...[
    ["no filter", {}],
    ["status pending", { status: "pending" as const }],
    ["status approved", { status: "approved" as const }],
  ].map(([name, filters]) => ({
    list: "applications",
    name: name as string,
    pages: [1, DEEP_PAGE],
    run: (db: Database["db"], page: number) =>
      listApplications(db, { ...(filters as object), page, pageSize: PAGE_SIZE }),
  })),
  ...[
    ["by name, no filter", {}],
    ["role admin", { role: "admin" as const }],
    ["role sales_rep", { role: "sales_rep" as const }],
    ['search common "anna"', { search: "anna" }],
    ['search rare "kalomi"', { search: "kalomi" }],
  ].map(([name, filters]) => ({
    list: "users",
    name: name as string,
    pages: name === "by name, no filter" || name === "role sales_rep" ? [1, DEEP_PAGE] : [1],
    run: (db: Database["db"], page: number) =>
      listUsers(db, { ...(filters as object), page, pageSize: PAGE_SIZE }),
  })),
  ...[
    ["no filter", {}],
    ["status submitted", { status: "submitted" as const }],
    ["partner (largest)", { partnerId: "PARTNER0" }],
    ['search common "systems"', { search: "systems" }],
    ['search rare "kalomi"', { search: "kalomi" }],
  ].map(([name, filters]) => ({
    list: "deals",
    name: name as string,
    pages: (name as string).startsWith("search") ? [1] : [1, DEEP_PAGE],
    run: (db: Database["db"], page: number) =>
      listDeals(db, ALL_PARTNERS, { ...withPartner(filters as object), page, pageSize: PAGE_SIZE }),
  })),
  ...[
    ["no filter", {}],
    ["status pending", { status: "pending" as const }],
    ["partner (largest)", { partnerId: "PARTNER0" }],
  ].map(([name, filters]) => ({
    list: "payouts",
    name: name as string,
    pages: [1, DEEP_PAGE],
    run: (db: Database["db"], page: number) =>
      listPayouts(db, ALL_PARTNERS, { ...withPartner(filters as object), page, pageSize: PAGE_SIZE }),
  })),
  ...[
    ["no filter", {}],
    ["action payout.paid", { action: "payout.paid" }],
    ["actor busiest", { actorId: "bench-user-0" }],
    ["last 7 days", { from: new Date(Date.now() - 7 * 86_400_000) }],
  ].map(([name, filters]) => ({
    list: "audit log",
    name: name as string,
    pages: [1, DEEP_PAGE],
    run: (db: Database["db"], page: number) =>
      listAuditEntries(db, { ...(filters as object), page, pageSize: PAGE_SIZE }),
  })),
  ...[
    ["no filter", {}],
    ["type video", { contentType: "video" as const }],
    ['search "playbook"', { search: "playbook" }],
  ].map(([name, filters]) => ({
    list: "resources",
    name: name as string,
    pages: name === "no filter" ? [1, DEEP_PAGE] : [1],
    run: (db: Database["db"], page: number) =>
      listResources(db, ALL_PARTNERS, { ...(filters as object), page, pageSize: PAGE_SIZE }),
  })),
  {
    list: "courses (managed)",
    name: "by title",
    pages: [1, 20],
    run: (db, page) => listManagedCourses(db, { page, pageSize: PAGE_SIZE }),
  },
  {
    list: "courses (managed)",
    name: 'search "sales"',
    pages: [1],
    run: (db, page) => listManagedCourses(db, { search: "sales", page, pageSize: PAGE_SIZE }),
  },
  {
    list: "course catalog",
    name: "by title",
    pages: [1, 20],
    run: (db, page) => listCatalog(db, learner(false), { page, pageSize: PAGE_SIZE }),
  },
  {
    list: "course catalog",
    name: 'search "sales"',
    pages: [1],
    run: (db, page) => listCatalog(db, learner(false), { search: "sales", page, pageSize: PAGE_SIZE }),
  },
  {
    list: "course enrollments",
    name: "biggest course",
    pages: [1, DEEP_PAGE],
    run: (db, page) => listCourseEnrollments(db, { courseId: COURSE0, page, pageSize: PAGE_SIZE }),
  },
  ...(["dealsWon", "wonValue", "commissionEarned"] as const).flatMap((sort) =>
    (
      [
        ["30d", "30 days"],
        ["90d", "90 days"],
        ["12m", "12 months"],
        ["all", "all time"],
      ] as const
    ).map(
      ([period, name]): Case => ({
        list: "performance ranking",
        name: `${sort}, ${name}`,
        pages: [1, DEEP_PAGE],
        run: (db, page) => listPerformanceRanking(db, { period, sort, page, pageSize: PAGE_SIZE }),
      }),
    ),
  ),
  ...[
    ["all (administrator's)", {}],
    ["kind payout_created", { kind: "payout_created" as const }],
    ["unread only", { unreadOnly: true }],
  ].map(([name, filters]) => ({
    list: "notifications",
    name: name as string,
    pages: name === "unread only" ? [1] : [1, DEEP_PAGE],
    run: (db: Database["db"], page: number) =>
      listNotifications(db, "bench-user-0", { ...(filters as object), page, pageSize: PAGE_SIZE }),
  })),
  ...[
    ["all", {}],
    ["state failed", { state: "failed" as const }],
  ].map(([name, filters]) => ({
    list: "webhook deliveries",
    name: name as string,
    pages: [1, DEEP_PAGE],
    run: (db: Database["db"], page: number) =>
      listWebhookDeliveries(db, ADMIN_ENDPOINTS, {
        endpointId: ENDPOINT_ID,
        ...(filters as object),
        page,
        pageSize: PAGE_SIZE,
      }),
  })),
];

const selected = (each: Case) => !ONLY || ONLY.some((prefix) => each.list.startsWith(prefix));

let PARTNER0 = "";
let COURSE0 = "";
const withPartner = (filters: object) =>
  "partnerId" in filters ? { ...filters, partnerId: PARTNER0 } : filters;

/** Times every case on one database through one connection, so its server process's CPU time is the lists'. */
async function measure(url: string): Promise<Map<string, Measured>> {
  await withClient(url, async (client) => {
    PARTNER0 = (await client.query(`select ${partnerId("0")} as id`)).rows[0].id;
    COURSE0 = (await client.query(`select ${courseId("0")} as id`)).rows[0].id;
  });
  // On a loaded machine a use case's second statement may wait for the one connection past the server's default
  // time limits.
  const database = await openDatabase({
    kind: "postgres",
    url,
    maxConnections: 1,
    timeouts: { connectMs: 120_000, statementMs: 120_000 },
  });
  try {
    return await measureCases(database, CASES.filter(selected), ROUNDS);
  } finally {
    await database.close();
  }
}

const small = await prepare("lists_scale_bench_10k", SMALL);
const atSmall = await measure(small.url);
await small.finish();
const full = await prepare("lists_scale_bench", { ...FULL, concentrated: false });
const atFull = await measure(full.url);
await full.finish();

const count = (n: number) => n.toLocaleString("en-US");
console.log(
  `lists at scale, PostgreSQL, ${PAGE_SIZE} a page, use case server time in ms over ${ROUNDS} calls: full size is ${count(FULL.partners)} partners, ${count(FULL.applications)} applications, ${count(FULL.users)} users, ${count(FULL.deals)} deals, ${count(FULL.payouts)} payouts, ${count(FULL.audit)} audit entries, ${count(FULL.resources)} resources, ${count(FULL.courses)} courses, ${count(FULL.enrollments)} enrollments, ${count(FULL.notifications)} notifications, ${count(FULL.deliveries)} deliveries; 10k has each table at most ${count(SMALL_ROWS)} rows`,
);
const over = printComparison({
  cases: CASES.filter(selected),
  atSmall,
  atFull,
  pageSize: PAGE_SIZE,
  budgetMs: BUDGET_MS,
});
console.log(
  `  budget: p95 <= ${BUDGET_MS} ms at full size; growth (CPU per call at full size / at 10k, where the 10k list reaches the page) <= 2x, or under 1 ms; ${machineNote("bench:lists-scale")}`,
);
if (over > 0) {
  console.error(`FAIL: ${over} row(s) over budget`);
  process.exitCode = 1;
}
