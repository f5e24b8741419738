// The programme run (src/server/features/deals/registration-run.ts) over a book of 1,000,000 deals on PostgreSQL:
// 20,000 partners each with its contact as partner admin, and their deals. 30% are approved, their expiries spread
// evenly from a day ago to 120 days ahead, as a year of approvals under 90-day terms leaves them; those inside the
// reminder window were reminded on earlier days. A tenth of the submitted deals passed their review deadline, those
// of earlier days already escalated. So one run does one day's work: expire the day's registrations, remind the
// day's, escalate the day's reviews, each with its audit entry, notifications, mails and webhook events.
// Timed: that run, then a second run straight after (finding nothing, as every server's next round does), then two
// servers running the same day at once. Run: npm run bench:programme-scale   Budget: each run within 60 s.
// It fills a fresh database each run (the run consumes its day); BENCH_DATABASE_URL names the server.
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { runRegistrations } from "#server/features/deals/registration-run";
import { databaseTime } from "#server/platform/database-clock";
import { NAME_FUNCTIONS } from "./support/generated-names";
import { prepareScaleDatabase, withClient } from "./support/scale-database";

const PARTNER_COUNT = 20_000;
const DEAL_COUNT = 1_000_000;
const BUDGET_S = 60;

const partnerId = (index: string) => `md5('bench-partner-' || (${index}))::uuid`;
const contactId = (index: string) => `'bench-contact-' || (${index})`;

const PARTNERS = `
insert into partners (id, company_name, contact_name, contact_email, business_type, status, tier,
  commission_rate, approved_at)
select ${partnerId("n")}, pg_temp.word(hashint8extended(n, 1)) || ' Partners', 'Contact ' || n,
  'contact' || n || '@bench.example', 'reseller', 'active', 'bronze', 10, now() - interval '2 years'
from generate_series(0, ${PARTNER_COUNT - 1}) n;
insert into "user" (id, name, email, email_verified)
select ${contactId("n")}, 'Contact ' || n, 'contact' || n || '@bench.example', true
from generate_series(0, ${PARTNER_COUNT - 1}) n;
insert into partner_members (user_id, partner_id, role)
select ${contactId("n")}, ${partnerId("n")}, 'partner_admin'
from generate_series(0, ${PARTNER_COUNT - 1}) n
`;

// Deal n: approved when n % 10 < 3, submitted when n % 10 = 3, closed (won or lost) otherwise. An approved deal's
// expiry is spread over [now - 1 day, now + 120 days); one inside the 14-day reminder window was reminded unless
// it entered the window today. A submitted deal's review was due up to 10 days ago (a tenth of them) or is due
// within 30 days; one overdue before today was escalated.
const DEALS = `
insert into partner_deals (partner_id, submitted_by, company_name, contact_person, deal_value, status,
  submitted_at, approved_at, customer_key, terms, protection_ends_at, expires_at, remind_at, reminded_at, review_due_at,
  escalated_at)
select ${partnerId("p")}, ${contactId("p")}, customer, 'Dana Buyer', 1000 + n % 90000,
  (case when n % 10 < 3 then 'approved' when n % 10 = 3 then 'submitted'
    when n % 10 < 7 then 'closed_won' else 'closed_lost' end)::deal_status,
  now() - interval '200 days' + n * interval '15 seconds',
  case when n % 10 < 3 then expires - interval '90 days' end,
  lower(customer),
  case when n % 10 < 3 then '{"protectionDays":90,"expiryDays":90,"reminderDays":14,"maxExtensions":1,"extensionDays":30}'::jsonb end,
  case when n % 10 < 3 then expires end,
  case when n % 10 < 3 then expires end,
  case when n % 10 < 3 then expires - interval '14 days' end,
  case when n % 10 < 3 and expires <= now() + interval '13 days' then now() - interval '1 day' end,
  case when n % 10 = 3 then due end,
  case when n % 10 = 3 and due < now() - interval '1 day' then due end
from (
  select n, abs(hashint8extended(n, 3) % ${PARTNER_COUNT}) as p,
    pg_temp.word(hashint8extended(n, 8)) || ' ' || pg_temp.word(hashint8extended(n, 9)) || ' Inc' as customer,
    now() - interval '1 day' + (abs(hashint8extended(n, 5)) % 10368000) * interval '1 second' as expires,
    now() + interval '30 days' - (abs(hashint8extended(n, 6)) % 3456000) * interval '1 second' as due
  from generate_series(1, ${DEAL_COUNT}) n
) generated
`;

const scale = await prepareScaleDatabase({
  name: "programme_scale_bench",
  tables: ["partners", "user", "partner_members", "partner_deals"],
  probe: "select 1 from partner_deals limit 1",
  fill: async (client) => {
    await client.query(NAME_FUNCTIONS);
    await client.query(PARTNERS);
    await client.query(DEALS);
  },
});

const counts = await withClient(scale.url, async (client) => {
  const { rows } = await client.query<{ due: string; remind: string; escalate: string }>(`
    select count(*) filter (where status = 'approved' and expires_at <= now()) as due,
      count(*) filter (where status = 'approved' and reminded_at is null and expires_at > now()
        and expires_at <= now() + interval '14 days') as remind,
      count(*) filter (where escalated_at is null and review_due_at <= now() and status = 'submitted') as escalate
    from partner_deals`);
  return rows[0];
});
console.log(
  `the day's work: ${counts?.due} registrations to expire, ${counts?.remind} to remind, ${counts?.escalate} reviews to escalate`,
);

// Only the addresses of the mails are read from it.
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const database = await openDatabase({ kind: "postgres", url: scale.url });
const rows: { run: string; seconds: number; expired: number; reminded: number; escalated: number }[] = [];
const timedRun = async (name: string, servers: number) => {
  const now = await databaseTime(database.db);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: servers }, () => runRegistrations({ db: database.db, config }, now)),
  );
  const seconds = (performance.now() - started) / 1000;
  const sum = (key: "expired" | "reminded" | "escalated") =>
    results.reduce((total, result) => total + result[key], 0);
  rows.push({
    run: name,
    seconds,
    expired: sum("expired"),
    reminded: sum("reminded"),
    escalated: sum("escalated"),
  });
};
try {
  await timedRun("the day's run, one server", 1);
  await timedRun("the next round (nothing left)", 1);
  // The day undone: the deals it expired approved again, its reminders and escalations not yet sent.
  await withClient(scale.url, async (client) => {
    await client.query("update partner_deals set status = 'approved' where status = 'expired'");
    await client.query(
      "update partner_deals set reminded_at = null where reminded_at >= now() - interval '1 hour'",
    );
    await client.query(
      "update partner_deals set escalated_at = null where escalated_at >= now() - interval '1 hour'",
    );
  });
  await timedRun("the same day again, two servers at once", 2);
} finally {
  await database.close();
}

console.log(
  `programme run at scale: ${PARTNER_COUNT.toLocaleString("en-US")} partners, ${DEAL_COUNT.toLocaleString("en-US")} deals, PostgreSQL`,
);
console.log("  run                                        seconds  expired  reminded  escalated  budget");
for (const row of rows) {
  const verdict = row.seconds <= BUDGET_S ? "ok" : "OVER";
  console.log(
    `  ${row.run.padEnd(42)} ${row.seconds.toFixed(2).padStart(7)}  ${String(row.expired).padStart(7)}  ${String(row.reminded).padStart(8)}  ${String(row.escalated).padStart(9)}  ${verdict}`,
  );
}
console.log(`  budget: each run within ${BUDGET_S} s; reproduce: npm run bench:programme-scale`);
if (rows.some((row) => row.seconds > BUDGET_S)) process.exitCode = 1;
await scale.finish();
