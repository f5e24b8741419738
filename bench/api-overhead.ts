// What the HTTP API costs on top of the database: for the admin deals, partners and applications lists, requests
// per second through /api/v1 with an administrator's session cookie (session check, permissions, validation,
// serialisation, JSON) against the very statements the use case sends, replayed straight through `pg`. Both
// sides have 50 clients at once and a pool of 10 connections (the server's default) on one PostgreSQL database
// of 20,000 partners, 100,000 deals and 100,000 applications (api_overhead_bench, filled once by set-based SQL).
// Run: npm run bench:api-overhead [-- --keep]   Budget: the API reaches at least 0.5x the driver's requests per
// second on each list; exits 1 when one is under. --keep leaves the database and reuses it on the next run.
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_SECONDS the
// seconds of each run (10); BENCH_CPU_PROFILE a folder for the API server's CPU profile (node --cpu-prof).
// A second table splits each request's CPU between the API server, PostgreSQL and the callers (this process:
// autocannon, or the pg clients): on a machine where all three share the cores, that split is what the ratio is.
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client";
import { listApplications } from "#server/features/applications/list-applications";
import { listDeals } from "#server/features/deals/list-deals";
import { listPartners } from "#server/features/partners/list-partners";
import { ALL_PARTNERS } from "#server/platform/partner-scope";
import { listApplicationsInput } from "#shared/contracts/applications";
import { listDealsInput } from "#shared/contracts/deals";
import { listPartnersInput } from "#shared/contracts/partners";
import { ensureBuild, freePort, SERVER_NODE_FLAGS } from "./support/built-server";
import { cpuMsOf, startCpuCount } from "./support/process-cpu";
import { prepareScaleDatabase } from "./support/scale-database";
import { benchSessionSecret, staffSessionCookie } from "./support/staff-session";

const PARTNER_COUNT = 20_000;
const DEAL_COUNT = 100_000;
const APPLICATION_COUNT = 100_000;
const CONNECTIONS = 50;
/** The server's pool size (db/client.ts): the driver gets no more connections than the API has. */
const POOL_SIZE = 10;
const WARM_UP_SECONDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_RATIO = 0.5;
const SESSION_SECRET = benchSessionSecret();
const root = path.resolve(import.meta.dirname, "..");

/** A version-4 shaped id derived from the index, so deals and applications can name their partner in SQL. */
const partnerId = (index: string) =>
  `overlay(overlay(md5('api-bench-partner-' || (${index})) placing '4' from 13) placing '8' from 17)::uuid`;

const PARTNERS = `
insert into partners (id, company_name, contact_name, contact_email, business_type, status, tier,
  commission_rate, approved_at, created_at)
select ${partnerId("n")}, 'Company ' || n || ' ' || (array['Solutions','Consulting','Partners','Digital'])[1 + n % 4],
  'Contact ' || n, 'contact' || n || '@partner' || n || '.example',
  (array['reseller','consultant','system_integrator','technology_partner','referral_partner'])[1 + n % 5]::business_type,
  (array['active','active','active','pending','suspended'])[1 + n % 5]::partner_status,
  (array['bronze','silver','gold','platinum'])[1 + n % 4]::partner_tier, 10 + n % 6,
  now() - interval '3 years', now() - (${PARTNER_COUNT} - n) * interval '1 hour'
from generate_series(0, ${PARTNER_COUNT - 1}) n
`;

const DEALS = `
insert into partner_deals (partner_id, company_name, contact_person, deal_value, status, submitted_at, customer_key)
select ${partnerId(`n % ${PARTNER_COUNT}`)}, 'Customer ' || n || ' Inc', 'Person ' || n,
  1000 + (n * 7919) % 500000, (array['submitted','in_review','approved','closed_won','closed_lost'])[1 + n % 5]::deal_status,
  now() - (${DEAL_COUNT} - n) * interval '10 minutes', 'customer ' || n
from generate_series(1, ${DEAL_COUNT}) n
`;

const APPLICATIONS = `
insert into partner_applications (partner_id, status, application_data, documents, submitted_at)
select ${partnerId(`n % ${PARTNER_COUNT}`)},
  (array['pending','approved','rejected'])[1 + n % 3]::application_status,
  jsonb_build_object('company_name', 'Company ' || n, 'contact_email', 'contact' || n || '@partner.example',
    'business_type', 'reseller', 'country', 'DE'),
  case when n % 2 = 0 then '[{"name":"profile.pdf","key":"k","size":1000,"type":"application/pdf"}]'::jsonb
    else '[]'::jsonb end,
  now() - (${APPLICATION_COUNT} - n) * interval '10 minutes'
from generate_series(1, ${APPLICATION_COUNT}) n
`;

interface Statement {
  text: string;
  values?: unknown[];
  rowMode?: "array";
  /** Sent while an earlier statement of the same call was still running: replayed alongside it. */
  overlapped: boolean;
}

interface ListCase {
  name: string;
  path: string;
  run: (database: Database) => Promise<unknown>;
}

const LISTS: ListCase[] = [
  {
    name: "admin deals list",
    path: "/api/v1/deals",
    run: (database) => listDeals(database.db, ALL_PARTNERS, listDealsInput.parse({})),
  },
  {
    name: "partners list",
    path: "/api/v1/partners",
    run: (database) => listPartners(database.db, listPartnersInput.parse({})),
  },
  {
    name: "applications list",
    path: "/api/v1/applications",
    run: (database) => listApplications(database.db, listApplicationsInput.parse({})),
  },
];

/** The statements one call of the use case sends, as Drizzle hands them to the pool, in order. */
async function captureStatements(database: Database, list: ListCase): Promise<Statement[]> {
  if (database.driver !== "postgres") throw new Error("the benchmark runs on PostgreSQL");
  const pool = database.pool;
  const statements: Statement[] = [];
  let inFlight = 0;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((config: string | Omit<Statement, "overlapped">, values?: unknown[]) => {
    const query = typeof config === "string" ? { text: config } : config;
    statements.push({
      text: query.text,
      values: query.values ?? values,
      rowMode: query.rowMode,
      overlapped: inFlight > 0,
    });
    inFlight++;
    return original(config, values).finally(() => inFlight--);
  }) as typeof pool.query;
  try {
    await list.run(database);
  } finally {
    pool.query = original as typeof pool.query;
  }
  return statements;
}

/** One call's statements through `pg`: those the use case sent side by side go side by side. */
async function replay(pool: pg.Pool, statements: Statement[]): Promise<void> {
  let group: Promise<unknown>[] = [];
  for (const statement of statements) {
    if (!statement.overlapped && group.length > 0) {
      await Promise.all(group);
      group = [];
    }
    const { text, values, rowMode } = statement;
    group.push(rowMode ? pool.query({ text, values, rowMode }) : pool.query({ text, values }));
  }
  await Promise.all(group);
}

interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU milliseconds per request of PostgreSQL's processes and of this process (the callers: pg or autocannon). */
  databaseCpuMs: number;
  callerCpuMs: number;
}

/** A run's throughput with the CPU it cost PostgreSQL and the callers per request. */
async function measured(
  run: () => Promise<Omit<Throughput, "databaseCpuMs" | "callerCpuMs">>,
): Promise<Throughput> {
  const cpuSince = startCpuCount();
  const started = performance.now();
  const result = await run();
  const requests = result.requestsPerSecond * ((performance.now() - started) / 1000);
  const { postgresMs, ownMs } = cpuSince();
  return { ...result, databaseCpuMs: postgresMs / requests, callerCpuMs: ownMs / requests };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** CONNECTIONS callers replaying the statements back to back for `seconds`. */
async function driverThroughput(
  pool: pg.Pool,
  statements: Statement[],
  seconds: number,
): Promise<Omit<Throughput, "databaseCpuMs" | "callerCpuMs">> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        await replay(pool, statements);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** CONNECTIONS keep-alive HTTP clients calling the endpoint back to back for `seconds`; every answer must be 200. */
async function apiThroughput(
  url: string,
  cookie: string,
  seconds: number,
): Promise<Omit<Throughput, "databaseCpuMs" | "callerCpuMs">> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors, by status ${JSON.stringify(result.statusCodeStats)}`,
    );
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** An administrator with a fresh session, and the signed cookie Better Auth gives at sign-in. */
const adminSessionCookie = (url: string) =>
  staffSessionCookie(url, SESSION_SECRET, {
    id: "api-overhead-bench-admin",
    name: "Bench Admin",
    email: "bench-admin@example.com",
    role: "admin",
  });

/** The server as `npm start` runs it (the built bundle) in development, on the benchmark's database, logging each
 * request. */
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_CPU_PROFILE;
  const flags = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, ...SERVER_NODE_FLAGS, "dist/server/main.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET,
      DATA_DIR: path.join(os.tmpdir(), `portal-bench-api-overhead-${process.pid}`),
    },
    stdio: ["ignore", process.env.BENCH_SERVER_LOG ? "inherit" : "ignore", "inherit"],
  });
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become healthy within 60 s");
}

ensureBuild();
const scale = await prepareScaleDatabase({
  name: "api_overhead_bench",
  tables: ["partners", "partner_deals", "partner_applications"],
  probe: "select 1 from partner_applications limit 1",
  fill: async (client) => {
    await client.query(PARTNERS);
    await client.query(DEALS);
    await client.query(APPLICATIONS);
  },
});

const cookie = await adminSessionCookie(scale.url);
const database = await openDatabase({ kind: "postgres", url: scale.url, maxConnections: POOL_SIZE });
const driver = new pg.Pool({ connectionString: scale.url, max: POOL_SIZE });
const server = await startServer(scale.url);
const rows: {
  list: string;
  statements: number;
  api: Throughput;
  raw: Throughput;
  serverCpuMsPerRequest: number;
}[] = [];
try {
  // A server just started is still compiling its code and running its first background rounds: every list is
  // called for a while before any is measured.
  for (const list of LISTS) await apiThroughput(`${server.origin}${list.path}`, cookie, WARM_UP_SECONDS);
  for (const list of LISTS) {
    const statements = await captureStatements(database, list);
    await driverThroughput(driver, statements, WARM_UP_SECONDS);
    const raw = await measured(() => driverThroughput(driver, statements, SECONDS));
    await apiThroughput(`${server.origin}${list.path}`, cookie, WARM_UP_SECONDS);
    const cpuBefore = cpuMsOf(server.child.pid as number);
    const api = await measured(() => apiThroughput(`${server.origin}${list.path}`, cookie, SECONDS));
    const serverCpuMsPerRequest =
      (cpuMsOf(server.child.pid as number) - cpuBefore) / (api.requestsPerSecond * SECONDS);
    rows.push({ list: list.name, statements: statements.length, api, raw, serverCpuMsPerRequest });
  }
} finally {
  server.child.kill("SIGTERM");
  await Promise.all([database.close(), driver.end()]);
  await scale.finish();
}

const [load1] = os.loadavg();
console.log(
  `API overhead (PostgreSQL; ${PARTNER_COUNT} partners, ${DEAL_COUNT} deals, ${APPLICATION_COUNT} applications; ` +
    `${CONNECTIONS} clients, pool of ${POOL_SIZE}, ${SECONDS} s each; ${os.cpus().length} cores, load ${load1?.toFixed(1)})`,
);
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);
console.log(
  `  ${pad("list", 20)} ${pad("stmts", 5)} ${"API req/s".padStart(10)} ${"p50".padStart(7)} ${"p99".padStart(7)}` +
    `   ${"pg req/s".padStart(10)} ${"p50".padStart(7)} ${"p99".padStart(7)}   server CPU/req   ratio (budget >= ${BUDGET_RATIO})`,
);
let failed = false;
for (const row of rows) {
  const ratio = row.api.requestsPerSecond / row.raw.requestsPerSecond;
  const under = ratio < BUDGET_RATIO;
  failed ||= under;
  console.log(
    `  ${pad(row.list, 20)} ${num(row.statements, 5)} ${num(row.api.requestsPerSecond, 10)} ${num(row.api.p50, 5, 1)}ms ` +
      `${num(row.api.p99, 5, 1)}ms   ${num(row.raw.requestsPerSecond, 10)} ${num(row.raw.p50, 5, 1)}ms ` +
      `${num(row.raw.p99, 5, 1)}ms   ${num(row.serverCpuMsPerRequest, 11, 2)}ms   ${ratio.toFixed(2)}x` +
      (under ? "  UNDER BUDGET" : ""),
  );
}
console.log(
  `  CPU ms per request    ${"API: server".padStart(11)} ${"PostgreSQL".padStart(10)} ${"autocannon".padStart(10)}` +
    `   ${"pg: PostgreSQL".padStart(14)} ${"pg callers".padStart(10)}`,
);
for (const row of rows) {
  console.log(
    `  ${pad(row.list, 20)} ${num(row.serverCpuMsPerRequest, 11, 2)} ${num(row.api.databaseCpuMs, 10, 2)} ` +
      `${num(row.api.callerCpuMs, 10, 2)}   ${num(row.raw.databaseCpuMs, 14, 2)} ${num(row.raw.callerCpuMs, 10, 2)}`,
  );
}
console.log("  reproduce: npm run bench:api-overhead");
if (failed) {
  console.error(`FAIL: the API is under ${BUDGET_RATIO}x the driver's throughput on at least one list`);
  process.exitCode = 1;
}
