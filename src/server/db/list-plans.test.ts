// The plans PostgreSQL picks for the long lists' statements on a seeded database (10,000 rows a table): each
// page is chosen from an index in list order, never by scanning a whole table or sorting a table's worth of
// rows, and each count stops at its cap (capped-total.ts). bench/lists-scale.ts times the same lists at a million rows.
import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { listApplications } from "../features/applications/list-applications";
import { listAuditEntries } from "../features/audit-log/list-audit-entries";
import { listTickets } from "../features/customer-success/list-tickets";
import { listDeals } from "../features/deals/list-deals";
import { searchLearners } from "../features/learning/search-learners";
import { listNotifications } from "../features/notifications/list-notifications";
import { listPartners } from "../features/partners/list-partners";
import { listPayouts } from "../features/payouts/list-payouts";
import { listPerformanceRanking } from "../features/performance/list-performance-ranking";
import { listPeople } from "../features/users/list-people";
import { listUsers } from "../features/users/list-users";
import { listWebhookDeliveries } from "../features/webhooks/list-webhook-deliveries";
import { ADMIN_ENDPOINTS } from "../features/webhooks/webhook-owner";
import { ALL_PARTNERS } from "../platform/partner-scope";
import type { Database, Db } from "./client";
import * as schema from "./schema/index";

const ROWS = 10_000;
const PARTNERS = 2_000;
/** A page's statement may sort the rows of a rare filter, never more than this. */
const SORTED_ROWS_AT_MOST = 1_000;
const ENDPOINT_ID = "00000000-0000-4000-8000-00000000e001";
const COURSE_IDS = {
  staff: "00000000-0000-4000-8000-00000000c001",
  partners: "00000000-0000-4000-8000-00000000c002",
  both: "00000000-0000-4000-8000-00000000c003",
} as const;
const partnerId = (n: string) => `md5('plan-partner-' || (${n}))::uuid`;
/** The tables a list may not read whole. */
const LONG_TABLES = [
  "partners",
  "partner_applications",
  "profiles",
  "user_roles",
  "partner_deals",
  "commission_payouts",
  "partner_audit_logs",
  "notifications",
  "webhook_deliveries",
  "partner_performance",
  "support_tickets",
];

const SEED = [
  `insert into partners (id, company_name, contact_name, contact_email, business_type, status, tier, created_at)
   select ${partnerId("n")}, 'Company ' || n, 'Contact ' || n, 'c' || n || '@plan.example', 'reseller',
     (case when n % 20 = 0 then 'pending' else 'active' end)::partner_status,
     (array['bronze','silver','gold','platinum'])[1 + n % 4]::partner_tier, now() - n * interval '1 hour'
   from generate_series(0, ${PARTNERS - 1}) n`,
  `insert into partner_applications (partner_id, status, application_data, submitted_at)
   select ${partnerId(`n % ${PARTNERS}`)},
     (case when n % 50 = 0 then 'pending' else 'approved' end)::application_status, '{}'::jsonb,
     now() - n * interval '10 minutes'
   from generate_series(1, ${ROWS}) n`,
  `insert into "user" (id, name, email, email_verified)
   select 'plan-user-' || n, 'Person ' || n, 'person' || n || '@plan.example', true from generate_series(0, ${ROWS - 1}) n`,
  `insert into profiles (user_id, email, full_name)
   select 'plan-user-' || n, 'person' || n || '@plan.example', 'Person ' || n from generate_series(0, ${ROWS - 1}) n`,
  `insert into user_roles (user_id, role)
   select 'plan-user-' || n, (case when n % 1000 = 0 then 'admin' else 'user' end)::app_role
   from generate_series(0, ${ROWS - 1}) n`,
  // A second role for one person in fifty: 200 holders, enough that joining them to the profiles by hash, after
  // reading every profile, looks cheaper to the planner than a lookup per holder.
  `insert into user_roles (user_id, role)
   select 'plan-user-' || n, 'sales_rep' from generate_series(1, ${ROWS - 1}, 50) n`,
  // The partner role for one person in ten: the contacts of partners, as learners see them.
  `insert into user_roles (user_id, role)
   select 'plan-user-' || n, 'partner' from generate_series(5, ${ROWS - 1}, 10) n`,
  `insert into courses (id, title, audience, status)
   values ('${COURSE_IDS.staff}', 'Staff course', 'staff', 'published'),
     ('${COURSE_IDS.partners}', 'Partner course', 'partners', 'published'),
     ('${COURSE_IDS.both}', 'Everyone''s course', 'both', 'published')`,
  `insert into partner_deals (partner_id, company_name, contact_person, deal_value, status, submitted_at, customer_key)
   select ${partnerId(`case when n % 4 = 0 then 1 else n % ${PARTNERS} end`)}, 'Customer ' || n, 'Person ' || n, 1000,
     (array['submitted','in_review','approved','closed_won'])[1 + n % 4]::deal_status,
     now() - n * interval '80 seconds', 'customer ' || n
   from generate_series(1, ${ROWS}) n`,
  `insert into commission_payouts (partner_id, deal_id, deal_value, commission_rate, commission_amount, status,
     paid_at, created_at)
   select partner_id, id, deal_value, 10, 100,
     (case when status = 'closed_won' then 'paid' else 'pending' end)::payout_status,
     case when status = 'closed_won' then submitted_at end, submitted_at
   from partner_deals`,
  `insert into partner_audit_logs (partner_id, actor_user_id, action, subject_type, subject_id, subject_label,
     details, created_at)
   select ${partnerId(`n % ${PARTNERS}`)}, 'plan-user-' || (n % 100), (array['deal.submitted','partner.updated','payout.paid'])[1 + n % 3],
     'deal', 'deal-' || n, 'Deal ' || n, '{}'::jsonb, now() - n * interval '95 seconds'
   from generate_series(1, ${ROWS}) n`,
  `insert into notifications (user_id, kind, message, subject_id, created_at, read_at)
   select 'plan-user-' || (n % 10), (array['deal_submitted','payout_created'])[1 + n % 2]::notification_kind,
     'Message ' || n, 'deal-' || n, now() - n * interval '1 minute', case when n > 20 then now() end
   from generate_series(1, ${ROWS}) n`,
  `insert into webhook_endpoints (id, url, events, secret_prefix, encrypted_secret)
   values ('${ENDPOINT_ID}', 'https://hooks.plan.example/portal', array['deal.submitted'], 'whsec_plan', 'x')`,
  `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, state, created_at)
   select '${ENDPOINT_ID}', gen_random_uuid(), 'deal.submitted', '{}',
     case when n % 100 = 0 then 'failed' else 'succeeded' end, now() - n * interval '5 minutes'
   from generate_series(1, ${ROWS}) n`,
  `insert into customers (id, name, customer_key, contact_name, source, start_date)
   select md5('plan-ticket-customer-' || n)::uuid, 'Ticket customer ' || n, 'plan-ticket-customer-' || n,
     'Contact ' || n, 'manual', current_date
   from generate_series(0, ${PARTNERS - 1}) n`,
  // Tickets of every status and priority, two in three assigned among 50 people, one in 25 breached.
  `insert into support_tickets (subject, description, customer_id, requester_name, priority, status, assignee_id,
     created_at, first_response_breached_at, resolution_breached_at)
   select 'Ticket subject ' || n, 'Text', md5('plan-ticket-customer-' || (n % ${PARTNERS}))::uuid, 'Person',
     (array['low','normal','high','urgent'])[1 + n % 4]::ticket_priority,
     (array['new','open','pending','on_hold','solved','closed'])[1 + n % 6]::ticket_status,
     case when n % 3 = 0 then null else 'plan-user-' || (n % 50) end, now() - n * interval '5 minutes',
     case when n % 25 = 0 then now() - n * interval '5 minutes' + interval '1 hour' end,
     case when n % 50 = 0 then now() - n * interval '4 minutes' end
   from generate_series(1, ${ROWS}) n`,
  // As autovacuum leaves a table: its statistics, and its settled rows marked for reads from an index alone.
  "vacuum (analyze)",
];

interface PlanNode {
  "Node Type": string;
  "Plan Rows"?: number;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let testDatabase: TestDatabase;
let recorded: { sql: string; params: unknown[] }[] = [];
let db: Db;

/** A query builder over the test database that records each statement it sends. */
function recordingDb(database: Database): Db {
  const logger = { logQuery: (sql: string, params: unknown[]) => recorded.push({ sql, params }) };
  return (database.driver === "postgres"
    ? drizzlePg(database.pool, { schema, logger })
    : drizzlePglite(database.client, { schema, logger })) as unknown as Db;
}

async function planOf(statement: { sql: string; params: unknown[] }): Promise<PlanNode> {
  const database = testDatabase.database;
  const text = `explain (format json) ${statement.sql}`;
  const rows =
    database.driver === "postgres"
      ? (await database.pool.query(text, statement.params)).rows
      : (await database.client.query<Record<string, unknown>>(text, statement.params)).rows;
  const plan = rows[0]?.["QUERY PLAN"] as [{ Plan: PlanNode }] | string;
  return (typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan;
}

/** What is wrong with the plans of the statements one list call sends; empty when none. */
async function planProblems(run: () => Promise<unknown>): Promise<string[]> {
  recorded = [];
  await run();
  const problems: string[] = [];
  for (const statement of recorded) {
    const nodes = nodesOf(await planOf(statement));
    const where = statement.sql.slice(0, 120);
    if (statement.sql.includes('"up_to_cap"')) {
      // The count may read rows in any order, but never more than the cap.
      if (!nodes.some((node) => node["Node Type"] === "Limit")) problems.push(`uncapped count: ${where}`);
      continue;
    }
    // The statements choosing a page; the others read that page's rows by their ids.
    if (!/\blimit\b/.test(statement.sql)) continue;
    for (const node of nodes) {
      if (node["Node Type"] === "Seq Scan" && LONG_TABLES.includes(node["Relation Name"] ?? ""))
        problems.push(`reads all of ${node["Relation Name"]}: ${where}`);
      // A sort under the page's limit sorts what the filter found: fine for a rare filter's few rows, not
      // for a table's worth.
      const sorted = node.Plans?.[0]?.["Plan Rows"] ?? 0;
      if (node["Node Type"] === "Sort" && sorted > SORTED_ROWS_AT_MOST)
        problems.push(`sorts ${sorted} rows: ${where}`);
    }
  }
  return problems;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  for (const statement of SEED) await testDatabase.database.db.execute(statement);
  db = recordingDb(testDatabase.database);
}, 120_000);
afterAll(async () => {
  await testDatabase.dispose();
});

const page = (number: number) => ({ page: number, pageSize: 25 });

describe("the long lists' plans", () => {
  const cases: [string, () => Promise<unknown>][] = [
    ["applications, newest first", () => listApplications(db, page(1))],
    ["applications, a deep page", () => listApplications(db, page(200))],
    ["applications, pending", () => listApplications(db, { status: "pending", ...page(1) })],
    ["partners, newest first", () => listPartners(db, page(1))],
    ["partners, a deep page", () => listPartners(db, page(40))],
    ["partners, pending", () => listPartners(db, { status: "pending", ...page(1) })],
    ["partners, tier gold", () => listPartners(db, { tier: "gold", ...page(1) })],
    ["users, by name", () => listUsers(db, page(1))],
    ["users, a deep page", () => listUsers(db, page(200))],
    ["users, a common search", () => listUsers(db, { search: "person", ...page(1) })],
    ["users, a rare search", () => listUsers(db, { search: "person 4242", ...page(1) })],
    ["people chooser, A to Z", () => listPeople(db, { limit: 20, staffOnly: false })],
    ["people chooser, a search", () => listPeople(db, { search: "Person 7", limit: 20, staffOnly: true })],
    ...(["staff", "partners", "both"] as const).flatMap((audience): [string, () => Promise<unknown>][] => [
      [`enroll chooser, ${audience} course`, () => searchLearners(db, { courseId: COURSE_IDS[audience] })],
      [
        `enroll chooser, ${audience} course, a search`,
        () => searchLearners(db, { courseId: COURSE_IDS[audience], search: "person 7" }),
      ],
    ]),
    ["users, role admin", () => listUsers(db, { role: "admin", ...page(1) })],
    ["users, role admin, a search", () => listUsers(db, { role: "admin", search: "person 1", ...page(1) })],
    ["users, a common role", () => listUsers(db, { role: "user", ...page(1) })],
    ["users, a role of 200 holders", () => listUsers(db, { role: "sales_rep", ...page(1) })],
    ["users, a common role, a deep page", () => listUsers(db, { role: "user", ...page(200) })],
    ["deals, newest first", () => listDeals(db, ALL_PARTNERS, page(1))],
    ["deals, a deep page", () => listDeals(db, ALL_PARTNERS, page(200))],
    ["deals, submitted", () => listDeals(db, ALL_PARTNERS, { status: "submitted", ...page(1) })],
    ["payouts, newest first", () => listPayouts(db, ALL_PARTNERS, page(1))],
    ["payouts, a deep page", () => listPayouts(db, ALL_PARTNERS, page(200))],
    ["payouts, pending", () => listPayouts(db, ALL_PARTNERS, { status: "pending", ...page(1) })],
    ["audit log, newest first", () => listAuditEntries(db, page(1))],
    ["audit log, a deep page", () => listAuditEntries(db, page(200))],
    ["audit log, one action", () => listAuditEntries(db, { action: "payout.paid", ...page(1) })],
    ["audit log, one actor", () => listAuditEntries(db, { actorId: "plan-user-7", ...page(1) })],
    ["notifications, a person's", () => listNotifications(db, "plan-user-1", page(1))],
    [
      "notifications, one kind",
      () => listNotifications(db, "plan-user-1", { kind: "payout_created", ...page(1) }),
    ],
    [
      "performance ranking, 12 months by deals won",
      () => listPerformanceRanking(db, { period: "12m", sort: "dealsWon", ...page(1) }),
    ],
    [
      "performance ranking, 30 days by value won",
      () => listPerformanceRanking(db, { period: "30d", sort: "wonValue", ...page(1) }),
    ],
    [
      "performance ranking, all time by commission, a deep page",
      () => listPerformanceRanking(db, { period: "all", sort: "commissionEarned", ...page(30) }),
    ],
    [
      "webhook deliveries, an endpoint's",
      () => listWebhookDeliveries(db, ADMIN_ENDPOINTS, { endpointId: ENDPOINT_ID, ...page(1) }),
    ],
    [
      "webhook deliveries, failed",
      () =>
        listWebhookDeliveries(db, ADMIN_ENDPOINTS, { endpointId: ENDPOINT_ID, state: "failed", ...page(1) }),
    ],
  ];
  for (const [name, run] of cases) {
    it(`${name}: pages from an index, counts up to the cap`, async () => {
      expect(await planProblems(run)).toEqual([]);
    });
  }

  it("users of a common role, a deep page: from the role's index in list order, no profile read to find it", async () => {
    recorded = [];
    await listUsers(db, { role: "user", ...page(200) });
    const pageStatement = recorded.find((statement) => /\boffset\b/.test(statement.sql));
    const nodes = nodesOf(await planOf(pageStatement as (typeof recorded)[number]));
    expect(nodes.flatMap((node) => node["Relation Name"] ?? [])).toEqual(["user_roles"]);
    expect(nodes.map((node) => node["Index Name"])).toContain("user_roles_role_name_order_idx");
    expect(nodes.filter((node) => node["Node Type"].endsWith("Sort"))).toEqual([]);
  });

  it("users A to Z, a deep page and a common search: from the list-order index alone, without a sort", async () => {
    for (const input of [page(200), { search: "PERSON", ...page(1) }]) {
      recorded = [];
      await listUsers(db, input);
      const pageStatement = recorded.find(
        (statement) => /\blimit\b/.test(statement.sql) && !statement.sql.includes('"up_to_cap"'),
      );
      const nodes = nodesOf(await planOf(pageStatement as (typeof recorded)[number]));
      expect(nodes.map((node) => [node["Node Type"], node["Index Name"]])).toContainEqual([
        "Index Only Scan",
        "profiles_list_order_idx",
      ]);
      expect(nodes.filter((node) => node["Node Type"].endsWith("Sort"))).toEqual([]);
    }
  });

  it("users, a rare search: the matches found through the keys' trigram index", async () => {
    recorded = [];
    await listUsers(db, { search: "person 4242", ...page(1) });
    const searches = recorded.filter((statement) => statement.sql.includes(" like "));
    expect(searches).toHaveLength(2);
    for (const statement of searches) {
      const indexes = nodesOf(await planOf(statement)).map((node) => node["Index Name"]);
      expect(indexes).toContain("profiles_name_key_trgm_idx");
    }
  });

  it("payouts of one partner: from the partner's index in list order", async () => {
    const [row] = await db
      .select({ id: schema.partners.id })
      .from(schema.partners)
      .where(eq(schema.partners.companyName, "Company 1"));
    const partnerId = row?.id as string;
    expect(await planProblems(() => listPayouts(db, ALL_PARTNERS, { partnerId, ...page(1) }))).toEqual([]);
    expect(await planProblems(() => listDeals(db, ALL_PARTNERS, { partnerId, ...page(1) }))).toEqual([]);
  });
});

describe("the support tickets lists' plans", () => {
  const tickets = (filters: Omit<Parameters<typeof listTickets>[2], "page" | "pageSize">, number = 1) =>
    listTickets(db, "plan-user-7", { ...filters, ...page(number) });
  const cases: [string, () => Promise<unknown>][] = [
    ["tickets, newest first", () => tickets({})],
    ["tickets, a deep page", () => tickets({}, 200)],
    ["tickets, open", () => tickets({ status: "open" })],
    ["tickets, breached", () => tickets({ breached: true })],
    ["tickets, one assignee's", () => tickets({ assigneeId: "plan-user-8" })],
    ["tickets, my own", () => tickets({ assigneeId: "me" })],
    ["tickets, unassigned", () => tickets({ assigneeId: "none" })],
    ["tickets, one assignee's breached", () => tickets({ assigneeId: "plan-user-8", breached: true })],
    ["tickets, a subject search", () => tickets({ search: "subject 424" })],
    ["tickets, a number", () => tickets({ search: "#4242" })],
  ];
  for (const [name, run] of cases) {
    it(`${name}: pages from an index, counts up to the cap`, async () => {
      expect(await planProblems(run)).toEqual([]);
    });
  }

  /** The indexes the statement choosing the page reads. */
  async function pageIndexes(run: () => Promise<unknown>): Promise<string[]> {
    recorded = [];
    await run();
    const choosing = recorded.find(
      (statement) => /\blimit\b/.test(statement.sql) && !statement.sql.includes('"up_to_cap"'),
    );
    if (!choosing) throw new Error("no statement chose a page");
    return nodesOf(await planOf(choosing)).flatMap((node) => node["Index Name"] ?? []);
  }

  it("breached tickets: from the breached partial index", async () => {
    expect(await pageIndexes(() => tickets({ breached: true }))).toContain("support_tickets_breached_idx");
  });

  it("one assignee's tickets: from the assignee's index in list order", async () => {
    expect(await pageIndexes(() => tickets({ assigneeId: "plan-user-8" }))).toContain(
      "support_tickets_assignee_created_idx",
    );
  });
});
