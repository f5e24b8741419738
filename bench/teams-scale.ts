// Server time of the partner-team screens at scale on PostgreSQL: 20,000 partners with 200,000 members (one of
// them a reseller of 5,000 people) and 1,000,000 deals, each registered by a member of its partner. Timed, one call
// at a time, through the real use cases: a partner admin's deals narrowed to one member and a sales rep's own deals
// (listDeals), the team page (listPartnerMembers) and the staff partner list with its member counts (listPartners),
// on page 1 and page 200. It creates the database teams_scale_bench, applies the app's migrations and fills it with
// set-based SQL. Run: npm run bench:teams-scale [-- --keep]   Budget: p95 <= 50 ms for every row.
// --keep leaves the database afterwards and reuses it, already filled, on the next run (migrations still apply).
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { openDatabase } from "#server/db/client";
import { listDeals } from "#server/features/deals/list-deals";
import { listPartnerMembers } from "#server/features/partner-teams/list-partner-members";
import { listPartners } from "#server/features/partners/list-partners";
import { wholePartner } from "#server/platform/partner-scope";
import { NAME_FUNCTIONS } from "./support/generated-names";
import {
  prepareScaleDatabase,
  report,
  type TimedRow,
  time,
  totalText,
  withClient,
} from "./support/scale-database";

const PARTNER_COUNT = 20_000;
const MEMBER_COUNT = 200_000;
const DEAL_COUNT = 1_000_000;
const BIG_TEAM = 5_000;
const PAGE_SIZE = 25;

const partnerId = (index: string) => `md5('bench-partner-' || (${index}))::uuid`;
const memberId = (index: string) => `'bench-member-' || (${index})`;

// Member m: members 0..19,999 are the contacts (partner admins) of partners 0..19,999; the next 5,000 are sales
// reps of partner 0; the rest are sales reps spread as floor(N * u^2), so most partners have a handful of people.
const PARTNER_OF = `
create function pg_temp.partner_of(m bigint) returns int language sql immutable as $$
  select case
    when m < ${PARTNER_COUNT} then m::int
    when m < ${PARTNER_COUNT + BIG_TEAM} then 0
    else floor(${PARTNER_COUNT} * power((hashint8extended(m, 21) & 2147483647)::float8 / 2147483648, 2))::int
  end
$$;
`;

const PARTNERS = `
insert into partners (id, company_name, contact_name, contact_email, business_type, status, tier,
  commission_rate, approved_at)
select ${partnerId("n")},
  pg_temp.word(hashint8extended(n, 1)) || ' ' || pg_temp.pick(array['Solutions','Consulting','Partners',
    'Technologies','Integrations','Digital','Group','Advisors','IT','Systems'], hashint8extended(n, 2)),
  pg_temp.first_name(hashint8extended(n, 3)) || ' ' || pg_temp.word(hashint8extended(n, 4)),
  'member' || n || '@bench.example',
  (array['reseller','consultant','system_integrator','technology_partner','referral_partner'])[1 + n % 5]::business_type,
  (array['active','active','active','active','active','active','pending','suspended'])[1 + n % 8]::partner_status,
  (array['bronze','silver','gold','platinum'])[1 + n % 4]::partner_tier, 10 + n % 6,
  now() - interval '3 years' + n * interval '1 hour'
from generate_series(0, ${PARTNER_COUNT - 1}) n
`;

const MEMBERS = `
insert into "user" (id, name, email, email_verified)
select ${memberId("m")}, pg_temp.first_name(hashint8extended(m, 5)) || ' ' || pg_temp.word(hashint8extended(m, 6)),
  'member' || m || '@bench.example', true
from generate_series(0, ${MEMBER_COUNT - 1}) m;
insert into partner_members (user_id, partner_id, role, created_at, last_signed_in_at)
select ${memberId("m")}, ${partnerId("pg_temp.partner_of(m)")},
  (case when m < ${PARTNER_COUNT} or m % 10 = 0 then 'partner_admin' else 'sales_rep' end)::partner_member_role,
  now() - interval '3 years' + m * interval '7 minutes',
  case when m % 3 = 0 then now() - (m % 90) * interval '1 day' end
from generate_series(0, ${MEMBER_COUNT - 1}) m
`;

// Deal n is registered by member floor(N * u^3): the contacts register most, partner 0's reps a good share.
const DEALS = `
insert into partner_deals (partner_id, submitted_by, company_name, contact_person, deal_value, status,
  submitted_at, customer_key)
select ${partnerId("pg_temp.partner_of(m)")}, ${memberId("m")},
  customer, pg_temp.first_name(hashint8extended(n, 9)) || ' ' || pg_temp.word(hashint8extended(n, 10)),
  1000 + abs(hashint8extended(n, 11) % 50000000) / 100.0,
  (array['submitted','in_review','approved','closed_won','closed_won','closed_lost'])[1 + abs(hashint8extended(n, 12) % 6)]::deal_status,
  now() - (${DEAL_COUNT} - n) * interval '80 seconds',
  lower(customer)
from (
  select n,
    floor(${MEMBER_COUNT} * power((hashint8extended(n, 7) & 2147483647)::float8 / 2147483648, 3))::bigint as m,
    pg_temp.word(hashint8extended(n, 8)) || ' ' || pg_temp.pick(array['Inc','LLC','Ltd','GmbH','Corp'],
      hashint8extended(n, 13)) as customer
  from generate_series(1, ${DEAL_COUNT}) n
) generated
`;

const scale = await prepareScaleDatabase({
  name: "teams_scale_bench",
  tables: ["partners", "user", "partner_members", "partner_deals"],
  probe: "select 1 from partner_deals limit 1",
  fill: async (client) => {
    await client.query(NAME_FUNCTIONS);
    await client.query(PARTNER_OF);
    await client.query(PARTNERS);
    await client.query(MEMBERS);
    await client.query(DEALS);
  },
});

const BIG = await withClient(scale.url, async (client) => {
  const { rows } = await client.query<{ big: string; typical: string }>(
    `select ${partnerId("0")}::text as big, ${partnerId("12345")}::text as typical`,
  );
  return { partner: rows[0]?.big as string, typical: rows[0]?.typical as string };
});
// Partner 0's contact registers the most deals of anyone; member 20,000 is one of its sales reps.
const CONTACT = "bench-member-0";
const REP = `bench-member-${PARTNER_COUNT}`;

const database = await openDatabase({ kind: "postgres", url: scale.url });
const rows: TimedRow[] = [];
const timed = async (scenario: string, page: number, run: (page: number) => Promise<unknown>) => {
  const { p50, p95, result } = await time(() => run(page));
  const counted = result as { total: number; totalCapped?: boolean };
  rows.push({
    scenario,
    page,
    total: totalText({ totalCapped: false, ...counted }),
    p50,
    p95,
    budgeted: true,
  });
};
const deals = (page: number) => ({ page, pageSize: PAGE_SIZE });
try {
  for (const page of [1, 200]) {
    await timed("admin's deals, whole team (largest)", page, (p) =>
      listDeals(database.db, wholePartner(BIG.partner), deals(p)),
    );
    await timed("admin's deals by member: the contact", page, (p) =>
      listDeals(database.db, wholePartner(BIG.partner), { ...deals(p), submittedBy: CONTACT }),
    );
    await timed("admin's deals by member: a sales rep", page, (p) =>
      listDeals(database.db, wholePartner(BIG.partner), { ...deals(p), submittedBy: REP }),
    );
    await timed("a sales rep's own deals", page, (p) =>
      listDeals(database.db, { partnerId: BIG.partner, repId: REP }, deals(p)),
    );
    await timed("team page (5,000+ members)", page, (p) =>
      listPartnerMembers(database.db, BIG.partner, { page: p, pageSize: PAGE_SIZE }),
    );
    await timed("team page (typical partner)", page, (p) =>
      listPartnerMembers(database.db, BIG.typical, { page: p, pageSize: PAGE_SIZE }),
    );
    await timed("staff partner list", page, (p) =>
      listPartners(database.db, { page: p, pageSize: PAGE_SIZE }),
    );
    await timed("staff partner list, active", page, (p) =>
      listPartners(database.db, { status: "active", page: p, pageSize: PAGE_SIZE }),
    );
    await timed('staff partner list, search "systems"', page, (p) =>
      listPartners(database.db, { search: "systems", page: p, pageSize: PAGE_SIZE }),
    );
  }
} finally {
  await database.close();
}

report(
  `partner teams at scale: ${PARTNER_COUNT.toLocaleString("en-US")} partners, ${MEMBER_COUNT.toLocaleString("en-US")} members, ${DEAL_COUNT.toLocaleString("en-US")} deals, PostgreSQL, ${PAGE_SIZE} a page, server time in ms`,
  rows,
  "npm run bench:teams-scale",
);
await scale.finish();
