// Server time of the learning lists at a million enrollments: 1,000 courses, 100,000 learners with ten
// enrollments each, on PostgreSQL. It times the catalog (staff and partner audiences, with and without a
// search), a learner's My Learning, the stat cards (a learner's and the whole programme's), a course's
// enrollments (the biggest course, which every learner takes, and a typical one) on the first page and deep
// pages, and the enroll chooser's search of people in a course's audience. It creates the database
// learning_scale_bench, applies the app's migrations, fills it with set-based SQL, then times the real use cases
// (all their statements, as the procedures run them), one call at a time.
// Run: npm run bench:learning-scale [-- --keep]   Budget: p95 <= 50 ms for each list marked ok/OVER; the
// others (the very last page of the biggest course) are measured to show where the limits are. Exits 1 when a
// budgeted list is over.
// --keep leaves the database afterwards and reuses it, already filled, on the next run (migrations still apply).
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { openDatabase } from "#server/db/client";
import { getLearningStats } from "#server/features/learning/get-learning-stats";
import { listCatalog } from "#server/features/learning/list-catalog";
import { listCourseEnrollments } from "#server/features/learning/list-course-enrollments";
import { listMyLearning } from "#server/features/learning/list-my-learning";
import { searchLearners } from "#server/features/learning/search-learners";
import type { Learner } from "#server/rpc/caller-access";
import { NAME_FUNCTIONS } from "./support/generated-names";
import { prepareScaleDatabase, report, type TimedRow, time, withClient } from "./support/scale-database";

const COURSE_COUNT = 1_000;
const USER_COUNT = 100_000;
/** Every learner holds one enrollment in each band of courses below: ten each, a million in all. */
const ENROLLMENTS_PER_USER = 10;
const LESSONS_PER_COURSE = 5;
/** One learner in ten is a partner's contact; the others are staff. */
const PARTNER_EVERY = 10;
const PAGE_SIZE = 20;
const ROUNDS = 200;

/** Ids derived from the row number, so enrollments can name courses and users in SQL. */
const courseId = (index: string) => `md5('bench-course-' || (${index}))::uuid`;
const userId = (index: string) => `'bench-user-' || (${index})`;

// Course popularity: learner u takes one course of each band, chosen by a hash. Band 0 is one course that every
// learner takes (a mandatory onboarding course: 100,000 enrollments), band 1 nine courses of about 11,000, and
// the last bands spread over hundreds of courses of a few hundred learners each.
const BAND_STARTS = [0, 1, 10, 50, 100, 200, 350, 500, 650, 800, COURSE_COUNT];

// Titles: a topic, a kind and a made-up product word; 12 categories. Audiences rotate staff, partners, both,
// both; one course in ten is a draft. Half the courses have a quiz.
const COURSES = `
insert into courses (id, title, description, duration_minutes, difficulty_level, category, audience, status,
  pass_mark, attempt_limit, created_at, updated_at)
select ${courseId("n")},
  pg_temp.pick(array['Selling','Onboarding','Integrating','Securing','Pricing','Renewing','Migrating',
    'Supporting','Presenting','Negotiating','Deploying','Licensing'], hashint8extended(n, 1)) || ' '
    || pg_temp.word(hashint8extended(n, 2)) || ': '
    || pg_temp.pick(array['Essentials','Deep Dive','Masterclass','Fundamentals','Workshop','Playbook',
      'Certification Prep','Advanced Topics'], hashint8extended(n, 3)) || ' ' || n,
  'Course ' || n || ' of the benchmark catalog.',
  15 + n % 120,
  (array['beginner','intermediate','advanced'])[1 + n % 3]::course_difficulty,
  pg_temp.pick(array['Sales','Onboarding','Technical','Customer Success','Marketing','Security','Product',
    'Compliance','Finance','Leadership','Support','Partnerships'], hashint8extended(n, 4)),
  (array['staff','partners','both','both'])[1 + n % 4]::course_audience,
  case when n % 10 = 9 then 'draft' else 'published' end::course_status,
  case when n % 2 = 0 then 70 end,
  case when n % 4 = 0 then 3 end,
  now() - interval '2 years', now() - interval '1 year'
from generate_series(0, ${COURSE_COUNT - 1}) n
`;

const LESSONS = `
insert into course_lessons (course_id, position, title, body)
select ${courseId("c")}, p, 'Lesson ' || (p + 1), '## Lesson ' || (p + 1) || E'\\n\\nWhat to know.'
from generate_series(0, ${COURSE_COUNT - 1}) c, generate_series(0, ${LESSONS_PER_COURSE - 1}) p
`;

// Learners: user, profile, and for one in ten the partner role and an active partner whose contact e-mail
// is theirs.
const USERS = [
  `insert into "user" (id, name, email, email_verified)
   select ${userId("u")}, 'Learner ' || pg_temp.word(hashint8extended(u, 5)) || ' ' || u,
     'learner' || u || '@bench.example', true
   from generate_series(0, ${USER_COUNT - 1}) u`,
  `insert into profiles (user_id, email, full_name)
   select ${userId("u")}, 'learner' || u || '@bench.example',
     pg_temp.word(hashint8extended(u, 6)) || ' ' || pg_temp.word(hashint8extended(u, 7))
   from generate_series(0, ${USER_COUNT - 1}) u`,
  `insert into user_roles (user_id, role)
   select ${userId("u")}, 'partner' from generate_series(0, ${USER_COUNT - 1}, ${PARTNER_EVERY}) u`,
  `insert into partners (company_name, contact_name, contact_email, business_type, status, approved_at)
   select pg_temp.word(hashint8extended(u, 8)) || ' Partners ' || u, 'Learner ' || u,
     'learner' || u || '@bench.example', 'reseller', 'active', now() - interval '2 years'
   from generate_series(0, ${USER_COUNT - 1}, ${PARTNER_EVERY}) u`,
];

// Enrollment k of learner u is in band k. Enrolled over the last two years; half completed, a third in
// progress, the rest just enrolled.
const ENROLLMENTS = `
insert into enrollments (user_id, course_id, status, progress_percentage, enrolled_at, completed_at)
select ${userId("u")}, ${courseId("course")}, status::enrollment_status,
  case status when 'completed' then 100 when 'in_progress' then 20 * (1 + r % 4) else 0 end,
  enrolled_at,
  case when status = 'completed' then enrolled_at + interval '10 days' end
from (
  select u, starts[k + 1] + abs(hashint8extended(u * 16 + k, 9) % (starts[k + 2] - starts[k + 1])) as course,
    abs(hashint8extended(u * 16 + k, 10)) as r,
    (array['completed','completed','completed','in_progress','in_progress','enrolled'])
      [1 + abs(hashint8extended(u * 16 + k, 11) % 6)] as status,
    now() - (abs(hashint8extended(u * 16 + k, 12)) % (730 * 86400)) * interval '1 second' as enrolled_at
  from generate_series(0, ${USER_COUNT - 1}) u, generate_series(0, ${ENROLLMENTS_PER_USER - 1}) k,
    (select array[${BAND_STARTS.join(", ")}] as starts) bands
) generated
`;

const scale = await prepareScaleDatabase({
  name: "learning_scale_bench",
  tables: ["courses", "course_lessons", "user", "profiles", "user_roles", "partners", "enrollments"],
  probe: "select 1 from enrollments limit 1",
  fill: async (client) => {
    await client.query(NAME_FUNCTIONS);
    await client.query(COURSES);
    await client.query(LESSONS);
    for (const statement of USERS) await client.query(statement);
    await client.query(ENROLLMENTS);
  },
});
const databaseUrl = scale.url;

interface Scenario {
  name: string;
  pages: number[];
  run: (page: number) => Promise<{ total: number }>;
  /** The budget covers it; the others are measured to show where the limits are. */
  budgeted: boolean;
}

const learner = (index: number, audience: Learner["audience"]): Learner => ({
  userId: `bench-user-${index}`,
  name: `Learner ${index}`,
  audience,
  partnerId: null,
  managesCourses: false,
});

/** The learners, courses and search terms out of the loaded data. */
async function subjects() {
  return withClient(databaseUrl, async (client) => {
    const one = async (query: string) => (await client.query(query)).rows[0];
    const partnerContact = await one(
      `select u.id, p.id as partner_id from "user" u join partners p on lower(p.contact_email) = lower(u.email)
       order by u.id limit 1`,
    );
    const biggest = await one(
      "select course_id as id, count(*)::int as n from enrollments group by course_id order by n desc limit 1",
    );
    const typical = await one(
      `select course_id as id, count(*)::int as n from enrollments where course_id = ${courseId("900")}
       group by course_id`,
    );
    // The made-up word of one course's title (before its colon) is rare; "sales" is a common category.
    const title: string = (await one(`select title from courses where id = ${courseId("500")}`)).title;
    const rare = title.split(" ")[1]?.replace(":", "").toLowerCase() ?? "";
    const forAudience = async (audience: string): Promise<string> =>
      (await one(`select id from courses where audience = '${audience}' order by id limit 1`)).id;
    const audienceCourses = {
      staff: await forAudience("staff"),
      partners: await forAudience("partners"),
      both: await forAudience("both"),
    };
    // One person's surname: a search a handful of people match.
    const surname: string = (await one("select full_name from profiles order by user_id limit 1")).full_name
      .split(" ")
      .at(-1)
      .toLowerCase();
    return { partnerContact, biggest, typical, rare, audienceCourses, surname };
  });
}

const { partnerContact, biggest, typical, rare, audienceCourses, surname } = await subjects();
const staffLearner = learner(1, "staff");
const partnerLearner: Learner = {
  ...learner(0, "partners"),
  userId: partnerContact.id,
  partnerId: partnerContact.partner_id,
};
const database = await openDatabase({ kind: "postgres", url: databaseUrl });
const { db } = database;
const page = (number: number) => ({ page: number, pageSize: PAGE_SIZE });
const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

const scenarios: Scenario[] = [
  {
    name: "catalog, staff",
    pages: [1, 20],
    run: (n) => listCatalog(db, staffLearner, page(n)),
    budgeted: true,
  },
  {
    name: "catalog, partner contact",
    pages: [1, 20],
    run: (n) => listCatalog(db, partnerLearner, page(n)),
    budgeted: true,
  },
  {
    name: 'catalog, staff, search "sales"',
    pages: [1],
    run: (n) => listCatalog(db, staffLearner, { search: "sales", ...page(n) }),
    budgeted: true,
  },
  {
    name: `catalog, staff, search rare "${rare}"`,
    pages: [1],
    run: (n) => listCatalog(db, staffLearner, { search: rare, ...page(n) }),
    budgeted: true,
  },
  {
    name: "my learning (10 enrollments)",
    pages: [1],
    run: (n) => listMyLearning(db, staffLearner, page(n)),
    budgeted: true,
  },
  {
    name: `course enrollments, biggest (${biggest.n.toLocaleString("en-US")})`,
    pages: [1, 500],
    run: (n) => listCourseEnrollments(db, { courseId: biggest.id, ...page(n) }),
    budgeted: true,
  },
  {
    name: `course enrollments, typical (${typical.n.toLocaleString("en-US")})`,
    pages: [1, lastPage(typical.n)],
    run: (n) => listCourseEnrollments(db, { courseId: typical.id, ...page(n) }),
    budgeted: true,
  },
  ...(["staff", "partners", "both"] as const).flatMap((audience) =>
    [undefined, "an", surname].map((search) => ({
      name: `enroll chooser, ${audience} course${search ? `, search "${search}"` : ""}`,
      pages: [1],
      run: async () => ({
        total: (await searchLearners(db, { courseId: audienceCourses[audience], search })).items.length,
      }),
      budgeted: true,
    })),
  ),
  ...[
    { name: "stat cards, a learner (10 enrollments)", caller: staffLearner },
    { name: "stat cards, the programme (manage_courses)", caller: { ...staffLearner, managesCourses: true } },
  ].map(({ name, caller }) => ({
    name,
    pages: [1],
    run: async () => {
      const stats = await getLearningStats(db, caller);
      return { total: stats.activeEnrollments };
    },
    budgeted: true,
  })),
  {
    name: "course enrollments, biggest, last page",
    pages: [lastPage(biggest.n)],
    run: (n) => listCourseEnrollments(db, { courseId: biggest.id, ...page(n) }),
    budgeted: false,
  },
];

const rows: TimedRow[] = [];
try {
  for (const scenario of scenarios) {
    for (const number of scenario.pages) {
      const rounds = scenario.budgeted ? ROUNDS : ROUNDS / 10;
      const { p50, p95, result } = await time(() => scenario.run(number), rounds);
      rows.push({
        scenario: scenario.name,
        page: number,
        total: result ? result.total.toLocaleString("en-US") : "",
        p50,
        p95,
        budgeted: scenario.budgeted,
      });
    }
  }
} finally {
  await database.close();
}

report(
  `learning lists at scale: ${COURSE_COUNT.toLocaleString("en-US")} courses, ${(USER_COUNT * ENROLLMENTS_PER_USER).toLocaleString("en-US")} enrollments, ${USER_COUNT.toLocaleString("en-US")} learners, PostgreSQL, ${PAGE_SIZE} a page, server time in ms over ${ROUNDS} runs`,
  rows,
  "npm run bench:learning-scale",
);
await scale.finish();
