// The built server on PostgreSQL under many clients at once, and what it kept: partners registering deals with
// a small PDF proposal (multipart, as the web app uploads), administrators moving those deals along their
// lifecycle, partners reading their deals and payouts, and partner contacts taking lessons (enrol, then open
// each lesson). Clients call back to back, without pauses, for the whole run. Then the database is read: every
// acknowledged registration is there with its proposal and exactly one deal_submitted entry; every
// acknowledged status change is the deal's state and audited once (a won deal with its one payout); every
// acknowledged lesson is recorded once and each enrollment's progress agrees with its lessons.
// Run: npm run bench:load   LOAD_SECONDS (60) and LOAD_CLIENTS (100) shorten it; BENCH_DATABASE_URL names the
// PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres), where the database load_bench is
// created for the run and dropped after it.
// Exits 1 on any 5xx or call left unanswered, any acknowledged write missing, any audit entry missing or twice.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeSignature } from "better-auth/crypto";
import { COOKIE_PREFIX } from "#server/auth/auth";
import { type Db, openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import { session } from "#server/db/schema/index";
import { seedDemoData } from "#server/db/seed";
import { DEAL_PROPOSAL } from "#server/features/deals/deal-proposals";
import { NEXT_DEAL_STATUSES, type ReviewDealStatus, reviewMovesFrom } from "#shared/deal-transitions";
import type { DealStatus } from "#shared/enums";
import { createCourse, type TestCourse } from "#tests/factories/courses";
import { createDeal } from "#tests/factories/deals";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createAdmin, createPartnerContact } from "#tests/factories/users";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";
import { ensureBuild, startBuiltServer, stopServer } from "./support/built-server";
import { HttpTab } from "./support/http-tab";
import { isServerFailure, LoadRecorder } from "./support/load-recorder";
import { cpuMsOf } from "./support/process-cpu";
import { withClient } from "./support/scale-database";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 100);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE_NAME = "load_bench";
const PASSWORD = "load-bench-password";
const SESSION_SECRET = randomBytes(32).toString("base64url");
const COURSES = 10;
const LESSONS_PER_COURSE = 4;
/**
 * Proposals one partner contact sends before the next partner signs in: under the upload limit of 60 an hour
 * per user (deal-proposals.ts), so the run measures the server rather than that limit, which stays as it is.
 */
const PROPOSALS_PER_PARTNER = DEAL_PROPOSAL.callerLimit ? DEAL_PROPOSAL.callerLimit.rule.limit - 5 : 1000;

if (!(SECONDS > 0) || !(CLIENTS >= 4))
  throw new Error("LOAD_SECONDS must be positive and LOAD_CLIENTS at least 4");

/** 10% administrators, 30% each of partners registering deals, partners reading lists and learners. */
const admins = Math.max(1, Math.round(CLIENTS * 0.1));
const submitters = Math.max(1, Math.round(CLIENTS * 0.3));
const learners = Math.max(1, Math.round(CLIENTS * 0.3));
const readers = CLIENTS - admins - submitters - learners;
// A submitter that registered a deal every 200 ms for the whole run would still find a partner left.
const submittingPartners = submitters * Math.ceil((SECONDS * 5) / PROPOSALS_PER_PARTNER);

const databaseUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
})();

interface SeededPartner {
  id: string;
  email: string;
}

/** A partner with its contact's account, signing in with PASSWORD. */
async function seedPartner(db: Db): Promise<SeededPartner> {
  const partner = await createPartner(db);
  await createPartnerContact(db, partner, { password: PASSWORD });
  return { id: partner.id, email: partner.contactEmail.toLowerCase() };
}

/** Runs `make` `count` times, ten at a time. */
async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) => make(start + offset));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** An administrator's signed session cookie, as Better Auth sets it at sign-in (staff sign in with SSO). */
async function adminCookie(db: Db): Promise<string> {
  const admin = await createAdmin(db);
  const token = randomBytes(24).toString("base64url");
  await db.insert(session).values({
    id: randomUUID(),
    token,
    userId: admin.id,
    expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
  return `${COOKIE_PREFIX}.session_token=${token}.${await makeSignature(token, SESSION_SECRET)}`;
}

interface Seeded {
  submitterPool: SeededPartner[];
  readerPartners: SeededPartner[];
  learnerPartners: SeededPartner[];
  adminCookies: string[];
  courses: TestCourse[];
}

/** The demo data, then the run's own accounts, reader partners' history and courses, through the factories. */
async function seed(): Promise<Seeded> {
  await withClient(SERVER_URL, async (admin) => {
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
  });
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    await runMigrations(database);
    const { db } = database;
    await seedDemoData(db);
    const submitterPool = await inBatches(submittingPartners, () => seedPartner(db));
    const readerPartners = await inBatches(readers, () => seedPartner(db));
    const learnerPartners = await inBatches(learners, () => seedPartner(db));
    // Each reader's partner has a history to list: 30 deals in every status and 10 payouts.
    const statuses: DealStatus[] = ["submitted", "in_review", "approved", "closed_won", "closed_lost"];
    await inBatches(readers, async (index) => {
      const partner = readerPartners[index] as SeededPartner;
      for (let n = 0; n < 30; n++) await createDeal(db, { partner, status: statuses[n % statuses.length] });
      for (let n = 0; n < 10; n++) await createPayout(db, { partner });
    });
    const courses = await inBatches(COURSES, () =>
      createCourse(db, { lessons: LESSONS_PER_COURSE, quiz: false, audience: "both" }),
    );
    const adminCookies = await inBatches(admins, () => adminCookie(db));
    return { submitterPool, readerPartners, learnerPartners, adminCookies, courses };
  } finally {
    await database.close();
  }
}

/** What the clients were told was done, to hold the database to afterwards. */
const acknowledged = {
  submissions: new Map<string, { partnerId: string; companyName: string }>(),
  submissionsUnanswered: 0,
  /** Per deal, each status change the server confirmed, in order. */
  changes: new Map<string, { from: DealStatus; to: DealStatus }[]>(),
  /** Deals with a status change answered 5xx or not at all: it may or may not have happened. */
  uncertainDeals: new Set<string>(),
  /** "userId courseId lessonId" of every lesson opening the server confirmed. */
  lessons: new Set<string>(),
  learnerIds: new Set<string>(),
};

/** Deals waiting for an administrator's next move; each is with at most one administrator at a time. */
const reviewQueue: { id: string; status: DealStatus }[] = [];
let moves = 0;

/** The next status for a deal: mostly forward, some lost on the way, as a review desk decides. */
/** A reviewer's next move, never a return (that asks the partner a question, which no partner here answers). */
const movesFrom = (from: DealStatus) => reviewMovesFrom(from).filter((to) => to !== "returned");

function nextStatus(from: DealStatus): ReviewDealStatus {
  const options = movesFrom(from);
  moves++;
  if (from === "approved") return moves % 3 === 0 ? "closed_lost" : "closed_won";
  if (from === "in_review") return moves % 4 === 0 ? "closed_lost" : "approved";
  return options[moves % options.length] as ReviewDealStatus;
}

interface Run {
  serverUrl: string;
  origin: string;
  /** Where calls are counted: the opening sign-ins apart from the measured mix. */
  recorder: LoadRecorder;
  end: number;
}

/** A client once signed in: its calls, back to back until the run ends. */
type Loop = () => Promise<void>;

let clientsStarted = 0;

/** A new tab of a client, which comes from a private address of its own (nextAddress). */
function newTab(run: Run, address: string, cookie?: string): HttpTab {
  const recorder = { record: (...call: Parameters<LoadRecorder["record"]>) => run.recorder.record(...call) };
  return new HttpTab(run.serverUrl, run.origin, recorder, address, cookie);
}

function nextAddress(): string {
  const n = clientsStarted++;
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

async function signIn(run: Run, address: string, partner: SeededPartner) {
  const tab = newTab(run, address);
  const signedIn = await tab.call("partner sign-in", (signal) =>
    tab.rpc.partnerAuth.signIn({ email: partner.email, password: PASSWORD }, { signal }),
  );
  return signedIn.ok ? { tab, userId: signedIn.value.user.id } : undefined;
}

let partnersExhausted = 0;

/** A partner registering deals with a proposal; after PROPOSALS_PER_PARTNER the next partner signs in. */
async function submitter(run: Run, pool: SeededPartner[]): Promise<Loop> {
  const address = nextAddress();
  let partner = pool.shift();
  let tab = partner && (await signIn(run, address, partner))?.tab;
  let sent = 0;
  return async () => {
    while (performance.now() < run.end) {
      if (!tab || !partner || sent >= PROPOSALS_PER_PARTNER) {
        partner = pool.shift();
        if (!partner) {
          partnersExhausted++;
          return;
        }
        tab = (await signIn(run, address, partner))?.tab;
        sent = 0;
        continue;
      }
      sent++;
      const companyName = `Load Customer ${randomUUID()}`;
      const body = new FormData();
      body.append("form", "portal");
      body.append("deal[companyName]", companyName);
      body.append("deal[contactPerson]", "Dana Buyer");
      body.append("deal[dealValue]", String(1000 + Math.floor(Math.random() * 90_000)));
      body.append("proposal", new Blob([SAMPLE_PDF], { type: "application/pdf" }), "proposal.pdf");
      const submitted = await tab.upload("submit deal (multipart)", "/api/v1/deals", body);
      if (submitted.ok) {
        const { deal } = submitted.value as { deal: { id: string } };
        acknowledged.submissions.set(deal.id, { partnerId: partner.id, companyName });
        reviewQueue.push({ id: deal.id, status: "submitted" });
      } else if (isServerFailure(submitted.outcome)) {
        acknowledged.submissionsUnanswered++;
      }
    }
  };
}

/** A partner reading its deals and payouts, first pages, one after the other. */
async function reader(run: Run, partner: SeededPartner): Promise<Loop> {
  const tab = (await signIn(run, nextAddress(), partner))?.tab;
  return async () => {
    for (let n = 0; tab && performance.now() < run.end; n++) {
      if (n % 2 === 0) await tab.call("list own deals", (signal) => tab.rpc.deals.list({}, { signal }));
      else await tab.call("list own payouts", (signal) => tab.rpc.payouts.list({}, { signal }));
    }
  };
}

/** An administrator moving the deals partners registered; every fifth call, and with none waiting, the list. */
async function administrator(run: Run, cookie: string): Promise<Loop> {
  const tab = newTab(run, nextAddress(), cookie);
  return async () => {
    for (let n = 0; performance.now() < run.end; n++) {
      const deal = n % 5 === 0 ? undefined : reviewQueue.shift();
      if (!deal) {
        await tab.call("admin deals list", (signal) =>
          tab.rpc.deals.list({ status: "submitted" }, { signal }),
        );
        continue;
      }
      const to = nextStatus(deal.status);
      const changed = await tab.call("change deal status", (signal) =>
        tab.rpc.deals.changeStatus({ id: deal.id, status: to }, { signal }),
      );
      if (!changed.ok) {
        // A refusal changed nothing; after a 5xx or no answer the change may have been made.
        if (isServerFailure(changed.outcome)) acknowledged.uncertainDeals.add(deal.id);
        continue;
      }
      const changes = acknowledged.changes.get(deal.id) ?? [];
      changes.push({ from: deal.status, to });
      acknowledged.changes.set(deal.id, changes);
      if (movesFrom(to).length > 0) reviewQueue.push({ id: deal.id, status: to });
    }
  };
}

/** A partner contact taking the courses one after another, then again from the first (enrolled already). */
async function learner(
  run: Run,
  partner: SeededPartner,
  courses: TestCourse[],
  first: number,
): Promise<Loop> {
  const signedIn = await signIn(run, nextAddress(), partner);
  if (signedIn) acknowledged.learnerIds.add(signedIn.userId);
  return async () => {
    if (!signedIn) return;
    const { tab, userId } = signedIn;
    for (let n = first; performance.now() < run.end; n++) {
      const { course, lessons } = courses[n % courses.length] as TestCourse;
      await tab.call("course catalog", (signal) => tab.rpc.learning.catalog({}, { signal }));
      const enrolled = await tab.call("enrol in course", (signal) =>
        tab.rpc.learning.enroll({ id: course.id }, { signal }),
      );
      if (!enrolled.ok) continue;
      for (const lesson of lessons) {
        if (performance.now() >= run.end) return;
        const opened = await tab.call("complete lesson", (signal) =>
          tab.rpc.learning.openLesson({ courseId: course.id, lessonId: lesson.id }, { signal }),
        );
        if (opened.ok) acknowledged.lessons.add(`${userId} ${course.id} ${lesson.id}`);
      }
    }
  };
}

/** Each way the database disagrees with what was acknowledged, as a sentence. */
async function verify(): Promise<{ problems: string[]; notes: string[] }> {
  const problems: string[] = [];
  const notes: string[] = [];
  const listed = (ids: string[]) => `${ids.slice(0, 3).join(", ")}${ids.length > 3 ? ", ..." : ""}`;
  await withClient(databaseUrl, async (client) => {
    // Registrations: the row, its proposal, one deal_submitted entry.
    const submitted = [...acknowledged.submissions.keys()];
    const { rows: deals } = await client.query<{
      id: string;
      partner_id: string;
      company_name: string;
      has_proposal: boolean;
      audits: number;
    }>(
      `select d.id, d.partner_id, d.company_name, d.document_key is not null as has_proposal,
         (select count(*)::int from partner_audit_logs a
          where a.action = 'deal_submitted' and a.subject_id = d.id::text) as audits
       from partner_deals d where d.id = any($1::uuid[])`,
      [submitted],
    );
    const found = new Map(deals.map((deal) => [deal.id, deal]));
    const lost = submitted.filter((id) => !found.has(id));
    if (lost.length > 0) problems.push(`${lost.length} acknowledged deals are missing: ${listed(lost)}`);
    const altered = deals.filter((deal) => {
      const sent = acknowledged.submissions.get(deal.id);
      return deal.partner_id !== sent?.partnerId || deal.company_name !== sent.companyName;
    });
    if (altered.length > 0)
      problems.push(`${altered.length} deals differ from what was sent: ${listed(altered.map((d) => d.id))}`);
    const noProposal = deals.filter((deal) => !deal.has_proposal).map((deal) => deal.id);
    if (noProposal.length > 0)
      problems.push(`${noProposal.length} deals lost their proposal: ${listed(noProposal)}`);
    const badSubmitAudit = deals.filter((deal) => deal.audits !== 1);
    if (badSubmitAudit.length > 0)
      problems.push(
        `${badSubmitAudit.length} deals without exactly one deal_submitted entry (${badSubmitAudit
          .slice(0, 3)
          .map((deal) => `${deal.id}: ${deal.audits}`)
          .join(", ")})`,
      );
    const { rows: extra } = await client.query<{ n: number }>(
      `select count(*)::int as n from partner_deals
       where company_name like 'Load Customer %' and not (id = any($1::uuid[]))`,
      [submitted],
    );
    notes.push(
      `${submitted.length} acknowledged registrations checked; ${extra[0]?.n ?? 0} more stored whose answer ` +
        `was lost (${acknowledged.submissionsUnanswered} calls unanswered or 5xx)`,
    );

    // Status changes: the deal's state, one deal_status_changed entry per change, a won deal's one payout.
    const changed = [...acknowledged.changes.keys()];
    const { rows: states } = await client.query<{ id: string; status: DealStatus; payouts: number }>(
      `select d.id, d.status,
         (select count(*)::int from commission_payouts p where p.deal_id = d.id) as payouts
       from partner_deals d where d.id = any($1::uuid[])`,
      [changed],
    );
    const { rows: entries } = await client.query<{
      subject_id: string;
      action: string;
      from: string | null;
      to: string | null;
    }>(
      `select subject_id, action, details->>'from' as "from", details->>'to' as "to" from partner_audit_logs
       where action = 'deal_status_changed' and subject_id = any($1::text[])
       union all
       select details->>'deal_id', action, null, null from partner_audit_logs
       where action = 'payout_created' and details->>'deal_id' = any($1::text[])`,
      [changed],
    );
    const audited = new Map<string, string[]>();
    const payoutEntries = new Map<string, number>();
    for (const entry of entries) {
      if (entry.action === "payout_created") {
        payoutEntries.set(entry.subject_id, (payoutEntries.get(entry.subject_id) ?? 0) + 1);
        continue;
      }
      const moves = audited.get(entry.subject_id) ?? [];
      moves.push(`${entry.from}>${entry.to}`);
      audited.set(entry.subject_id, moves);
    }
    const stateOf = new Map(states.map((row) => [row.id, row]));
    let changeCount = 0;
    const wrongState: string[] = [];
    const wrongAudit: string[] = [];
    const wrongPayout: string[] = [];
    for (const [id, changes] of acknowledged.changes) {
      changeCount += changes.length;
      const uncertain = acknowledged.uncertainDeals.has(id);
      const last = changes.at(-1)?.to;
      const state = stateOf.get(id);
      // A change that failed after this one may have happened too: then only a later status will do.
      const allowed = uncertain ? [last, ...NEXT_DEAL_STATUSES[last as DealStatus]] : [last];
      if (!state || !allowed.includes(state.status)) wrongState.push(id);
      const expected = changes.map((change) => `${change.from}>${change.to}`).sort();
      const got = [...(audited.get(id) ?? [])].sort();
      const duplicated = new Set(got).size !== got.length;
      const missing = expected.some((move) => !got.includes(move));
      if (duplicated || missing || (!uncertain && got.length !== expected.length)) wrongAudit.push(id);
      if (state?.status === "closed_won" && (state.payouts !== 1 || payoutEntries.get(id) !== 1))
        wrongPayout.push(id);
      if (state && state.status !== "closed_won" && state.payouts !== 0) wrongPayout.push(id);
    }
    if (wrongState.length > 0)
      problems.push(`${wrongState.length} deals not in their acknowledged status: ${listed(wrongState)}`);
    if (wrongAudit.length > 0)
      problems.push(
        `${wrongAudit.length} deals whose status changes are not audited exactly once: ${listed(wrongAudit)}`,
      );
    if (wrongPayout.length > 0)
      problems.push(
        `${wrongPayout.length} deals without exactly one payout (and entry) when won: ${listed(wrongPayout)}`,
      );
    notes.push(`${changeCount} acknowledged status changes on ${changed.length} deals checked`);

    // Lessons: each acknowledged one recorded once; each enrollment's progress and certificate agree with them.
    const learnerIds = [...acknowledged.learnerIds];
    const { rows: completions } = await client.query<{
      user_id: string;
      course_id: string;
      lesson_id: string;
      n: number;
    }>(
      `select e.user_id, e.course_id, lc.lesson_id, count(*)::int as n
       from lesson_completions lc join enrollments e on e.id = lc.enrollment_id
       where e.user_id = any($1::text[]) group by 1, 2, 3`,
      [learnerIds],
    );
    const recorded = new Map(
      completions.map((row) => [`${row.user_id} ${row.course_id} ${row.lesson_id}`, row.n]),
    );
    const lessonsLost = [...acknowledged.lessons].filter((key) => recorded.get(key) !== 1);
    if (lessonsLost.length > 0)
      problems.push(
        `${lessonsLost.length} acknowledged lessons not recorded exactly once: ${listed(lessonsLost)}`,
      );
    const { rows: enrollments } = await client.query<{ id: string; consistent: boolean }>(
      `select e.id,
         e.progress_percentage = round(100.0 * count(lc.lesson_id) / ${LESSONS_PER_COURSE})
         and (e.status = 'completed') = (count(lc.lesson_id) = ${LESSONS_PER_COURSE})
         and (select count(*) from certificates c where c.enrollment_id = e.id)
           = case when e.status = 'completed' then 1 else 0 end as consistent
       from enrollments e left join lesson_completions lc on lc.enrollment_id = e.id
       where e.user_id = any($1::text[]) group by e.id`,
      [learnerIds],
    );
    const inconsistent = enrollments.filter((row) => !row.consistent).map((row) => row.id);
    if (inconsistent.length > 0)
      problems.push(
        `${inconsistent.length} enrollments whose progress or certificate disagrees with their lessons: ${listed(inconsistent)}`,
      );
    notes.push(
      `${acknowledged.lessons.size} acknowledged lessons and ${enrollments.length} enrollments of ` +
        `${learnerIds.length} learners checked`,
    );
  });
  return { problems, notes };
}

const loadBefore = os.loadavg()[0] ?? 0;
ensureBuild();
const seeding = performance.now();
const seeded = await seed();
const seedSeconds = (performance.now() - seeding) / 1000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-load-"));
let failed = false;
try {
  const server = await startBuiltServer(dataDir, {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    LOG_LEVEL: "warn",
    // Each client sends its own address as a proxy would: per-address sign-in limits count each apart.
    TRUST_PROXY: "true",
  });
  const opening = new LoadRecorder();
  const recorder = new LoadRecorder();
  const run: Run = {
    serverUrl: `http://127.0.0.1:${server.port}`,
    // The server's PUBLIC_URL defaults to this address: the Origin its pages send.
    origin: `http://localhost:${server.port}`,
    recorder: opening,
    end: Number.POSITIVE_INFINITY,
  };
  let elapsed = 0;
  let openingSeconds = 0;
  /** What the server process itself used during the mix: its cost per call, whatever else the machine runs. */
  let serverCpuMs = 0;
  try {
    // Every client signs in first, all at once, counted apart: a crowd arriving together, not the mix.
    const openingStarted = performance.now();
    const loops = await Promise.all([
      ...Array.from({ length: submitters }, () => submitter(run, seeded.submitterPool)),
      ...seeded.readerPartners.map((partner) => reader(run, partner)),
      ...seeded.adminCookies.map((cookie) => administrator(run, cookie)),
      ...seeded.learnerPartners.map((partner, index) => learner(run, partner, seeded.courses, index)),
    ]);
    openingSeconds = (performance.now() - openingStarted) / 1000;
    run.recorder = recorder;
    const cpuBefore = cpuMsOf(server.child.pid as number);
    const started = performance.now();
    run.end = started + SECONDS * 1000;
    await Promise.all(loops.map((loop) => loop()));
    elapsed = (performance.now() - started) / 1000;
    serverCpuMs = cpuMsOf(server.child.pid as number) - cpuBefore;
  } finally {
    // A graceful stop lets calls still in flight finish before the database is read.
    await stopServer(server.child);
  }
  const loadAfter = os.loadavg()[0] ?? 0;
  const { problems, notes } = await verify();

  console.log(
    `load benchmark (built server on PostgreSQL; ${CLIENTS} clients for ${SECONDS} s: ${submitters} partners ` +
      `registering deals, ${readers} partners reading lists, ${admins} administrators, ${learners} learners; ` +
      `${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} at the end)`,
  );
  console.log(
    `  seeded in ${seedSeconds.toFixed(0)} s: demo data, ${submittingPartners} ` +
      `partners to register deals, ${readers} with 30 deals and 10 payouts each, ${learners} learners, ` +
      `${COURSES} courses of ${LESSONS_PER_COURSE} lessons`,
  );
  console.log(
    `  opening: ${CLIENTS - admins} partners signed in at once, all in ${openingSeconds.toFixed(1)} s`,
  );
  for (const line of opening.lines()) console.log(line);
  console.log(
    `  then the mix for ${SECONDS} s: ${(recorder.total / elapsed).toFixed(0)} calls/s ` +
      `(${recorder.total} calls, the last answered after ${elapsed.toFixed(1)} s); the server's own CPU ` +
      `${(serverCpuMs / 1000).toFixed(1)} s, ${(serverCpuMs / recorder.total).toFixed(1)} ms a call`,
  );
  for (const line of recorder.lines()) console.log(line);
  console.log(
    "  no rate limit raised; TRUST_PROXY=true, each client sending its own address in X-Forwarded-For, as " +
      "browsers behind a load balancer arrive (from one address, sign-ins at once are refused 429 past 50)",
  );
  console.log(
    `  each partner sends at most ${PROPOSALS_PER_PARTNER} proposals (limit ` +
      `${DEAL_PROPOSAL.callerLimit?.rule.limit} an hour per user), then the next partner signs in` +
      (partnersExhausted > 0 ? `; ${partnersExhausted} submitters ran out of partners before the end` : ""),
  );
  for (const note of notes) console.log(`  verified: ${note}`);
  console.log("  reproduce: npm run bench:load (LOAD_SECONDS, LOAD_CLIENTS)");

  const unanswered = [...opening.failures(), ...recorder.failures()].filter(([outcome]) =>
    isServerFailure(outcome),
  );
  if (unanswered.length > 0) {
    failed = true;
    console.error(
      `FAIL: calls answered 5xx or not at all: ${unanswered.map(([outcome, count]) => `${count} x ${outcome}`).join(", ")}`,
    );
  }
  for (const problem of problems) {
    failed = true;
    console.error(`FAIL: ${problem}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await withClient(SERVER_URL, (admin) =>
    admin.query(`drop database if exists ${DATABASE_NAME} with (force)`),
  );
}
if (failed) process.exitCode = 1;
