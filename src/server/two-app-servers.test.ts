import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact, createUser } from "#tests/factories/users";
import { sessionCookieFor } from "#tests/support/browser/rpc-client";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";
import { PrivatePostgres, privatePostgresUnavailable } from "#tests/support/servers/private-postgres";
import { startS3Server, type TestS3Server } from "#tests/support/servers/s3-server";
import { type ServerProcess, startServerProcess } from "#tests/support/servers/server-process";
import { TestSmtpServer } from "#tests/support/servers/smtp-server";
import { createAuthServices } from "./auth/setup";
import { loadConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { MIGRATION_LOCK_ID, migrationsFolder } from "./db/migrate";
import { emailOutbox, partnerDeals } from "./db/schema";
import { STATUS_LOOKUP_LIMITS } from "./features/applications/rate-limits";
import { ACCOUNT_FAILURES } from "./features/partner-auth/sign-in-throttle";
import { enqueueEmail } from "./platform/email/outbox";
import { createLogger } from "./platform/logger";
import { MAX_STREAMS_PER_PERSON } from "./platform/notification-hub";

// Two real server processes, as behind a load balancer (docs/operations.md#production): one PostgreSQL (a private
// cluster, empty at the start), one S3-compatible store (s3rver) and one SMTP server. Whatever a request leaves
// behind on one server, the next request may find on the other.

/** The load balancer's address: PUBLIC_URL of both servers, and the Origin every browser request carries. */
const SITE = "http://localhost:8080";
const SESSION_SECRET = "two-app-servers-test-session-secret-0123456789";
const PASSWORD = "two-servers-partner-password";
/** Mails queued at once while both mail workers run: three of a worker's 20-mail rounds. */
const MAILS = 60;
const MAIL_DOMAIN = "mail-batch.two-servers.example";
/** How soon a notification must reach the other server's stream: far below the 20 s heartbeat, so only NOTIFY. */
const NOTIFICATION_WITHIN_MS = 5000;

let cluster: PrivatePostgres;
let s3: TestS3Server;
const smtp = new TestSmtpServer();
let database: Database;
let tablesBeforeStart: number;
/** Servers seen waiting for the migration lock the test held: both, before either migrated. */
let waitingForMigrationLock = 0;
const dataDirs: string[] = [];
let one: ServerProcess;
let two: ServerProcess;
let admin: { cookie: string };
/** Signs a person in, as the portal's sign-in would on either server. */
let cookieFor: (userId: string) => Promise<string>;
/** The outbox ids of the batch of mails, queued once both servers run. */
let queued: string[];
let partner: { email: string; partnerId: string };
let addresses = 0;
/** A private address of its own for each request, so only the counters a test means are shared. */
const nextClientIp = () => {
  addresses += 1;
  return `10.20.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request as the portal's page sends it through the load balancer, landing on `server`. */
function send(
  server: ServerProcess,
  route: string,
  options: {
    method?: string;
    cookie?: string;
    json?: unknown;
    form?: FormData;
    clientIp?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    origin: SITE,
    "x-forwarded-for": options.clientIp ?? nextClientIp(),
  };
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  return fetch(`${server.url}${route}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

/** The live notification stream the bell opens, read event by event. */
async function openNotificationStream(server: ServerProcess, cookie: string) {
  const stopped = new AbortController();
  const response = await fetch(`${server.url}/api/v1/notifications/stream`, {
    headers: { cookie },
    signal: stopped.signal,
  });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const counts: number[] = [];
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = event.split("\n").find((line) => line.startsWith("data: "));
        if (data) counts.push((JSON.parse(data.slice(6)) as { unreadCount: number }).unreadCount);
      }
    }
  })();
  return {
    /** The unread count of the `n`th event (from 1), waiting at most `ms` for it. */
    async countAt(n: number, ms: number): Promise<number> {
      const deadline = Date.now() + ms;
      while (counts.length < n) {
        if (Date.now() > deadline) throw new Error(`no event ${n} on the stream within ${ms} ms`);
        await sleep(25);
      }
      return counts[n - 1] as number;
    },
    async close() {
      stopped.abort();
      await reading;
    },
  };
}

beforeAll(async () => {
  if (privatePostgresUnavailable) return;
  let smtpUrl: string;
  [cluster, s3, smtpUrl] = await Promise.all([PrivatePostgres.create(), startS3Server(), smtp.start()]);
  database = await openDatabase({ kind: "postgres", url: cluster.url });
  const { rows: tables } = (await database.db.execute(
    sql`select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { count: number }[] };
  tablesBeforeStart = tables[0]?.count ?? -1;

  const shared = {
    NODE_ENV: "test",
    PUBLIC_URL: SITE,
    SESSION_SECRET,
    TRUST_PROXY: "true",
    DATABASE_URL: cluster.url,
    SMTP_URL: smtpUrl,
    S3_ENDPOINT: s3.options.endpoint as string,
    S3_BUCKET: s3.options.bucket,
    S3_REGION: s3.options.region,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
  };
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "portal-two-servers-"));
    dataDirs.push(dir);
    return dir;
  };
  // The same moment, on the empty database: the test holds the migration lock until both wait for it, so
  // both race for it when it is let go, whatever each took to load.
  const holder = await (database as Extract<Database, { driver: "postgres" }>).connectWithoutTimeouts();
  await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
  // Each sends as its own sender, so a mail tells who sent it.
  const starting = Promise.allSettled([
    startServerProcess({ ...shared, DATA_DIR: dataDir(), MAIL_FROM: "Server One <one@two-servers.example>" }),
    startServerProcess({ ...shared, DATA_DIR: dataDir(), MAIL_FROM: "Server Two <two@two-servers.example>" }),
  ]);
  // Servers that never wait (no lock) come up, or fail, without the test letting go: stop looking then.
  let settled = false;
  void starting.then(() => {
    settled = true;
  });
  try {
    while (waitingForMigrationLock < 2 && !settled) {
      await sleep(100);
      const { rows } = await holder.query<{ count: number }>(
        "select count(*)::int as count from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
        [MIGRATION_LOCK_ID],
      );
      waitingForMigrationLock = rows[0]?.count ?? 0;
    }
  } finally {
    await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    await holder.end();
  }
  const started = await starting;
  [one, two] = started.map((result) => (result.status === "fulfilled" ? result.value : undefined)) as [
    ServerProcess,
    ServerProcess,
  ];
  for (const result of started) if (result.status === "rejected") throw result.reason;

  const db = database.db;
  const staff = await createAdmin(db);
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: SITE,
    SESSION_SECRET,
    DATABASE_URL: cluster.url,
  });
  const { auth } = createAuthServices({ config, db, logger: createLogger("silent") });
  cookieFor = (userId) => sessionCookieFor(auth, userId);
  admin = { cookie: await cookieFor(staff.id) };
  const company = await createPartner(db);
  await createPartnerContact(db, company, { password: PASSWORD });
  partner = { email: company.contactEmail, partnerId: company.id };
  // Queued now, so the workers send while the other tests run.
  queued = await database.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let n = 1; n <= MAILS; n++) {
      ids.push(
        await enqueueEmail(tx, {
          to: `person.${n}@${MAIL_DOMAIN}`,
          subject: `Batch mail ${n}`,
          html: `<p>Batch mail ${n}</p>`,
          text: `Batch mail ${n}`,
          template: "two-servers-batch",
        }),
      );
    }
    return ids;
  });
}, 240_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await database?.close();
  await Promise.all([cluster?.destroy(), s3?.stop(), smtp.stop()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(privatePostgresUnavailable)(
  `two app servers on one PostgreSQL and one object store${privatePostgresUnavailable ? ` (skipped: ${privatePostgresUnavailable})` : ""}`,
  () => {
    it("started at the same moment on an empty database, both serve and each migration ran once", async () => {
      expect(tablesBeforeStart).toBe(0);
      expect(waitingForMigrationLock).toBe(2);
      for (const server of [one, two]) expect((await send(server, "/api/health")).status).toBe(200);
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
        entries: { tag: string; when: number }[];
      };
      const { rows: applied } = (await database.db.execute(
        sql`select created_at from drizzle.__drizzle_migrations order by id`,
      )) as unknown as { rows: { created_at: string }[] };
      expect(applied.map((row) => Number(row.created_at))).toEqual(
        journal.entries.map((entry) => entry.when),
      );
    });

    it("keeps a session made on one server on the other, and signing out on either ends it on both", async () => {
      const signIn = await send(one, "/api/v1/partner-auth/sign-in", {
        json: { email: partner.email, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const cookie = cookiesOf(signIn);
      expect(cookie).toContain("portal.session_token=");
      for (const server of [one, two])
        expect((await send(server, "/api/v1/deals", { cookie })).status).toBe(200);

      const signOut = await send(two, "/api/auth/sign-out", { cookie, json: {} });
      expect(signOut.status).toBe(200);
      for (const server of [one, two])
        expect((await send(server, "/api/v1/deals", { cookie })).status).toBe(401);
    });

    it("serves a proposal uploaded through one server from the other, byte for byte, and tells a stream there", async () => {
      const stream = await openNotificationStream(two, admin.cookie);
      try {
        const before = await stream.countAt(1, 10_000);
        const signIn = await send(one, "/api/v1/partner-auth/sign-in", {
          json: { email: partner.email, password: PASSWORD },
        });
        const cookie = cookiesOf(signIn);
        // A real PDF's header, then enough to take several chunks through the spool and the store.
        const proposal = new Uint8Array([...SAMPLE_PDF, ...randomBytes(300 * 1024)]);
        const form = new FormData();
        form.set("form", "portal");
        form.set("deal[companyName]", "Crossover Schools Trust");
        form.set("deal[contactPerson]", "Dana Buyer");
        form.set("deal[dealValue]", "4200");
        form.set("proposal", new File([proposal], "proposal.pdf", { type: "application/pdf" }));
        const submittedAt = Date.now();
        const submitted = await send(one, "/api/v1/deals", { cookie, form });
        expect(submitted.status).toBe(201);
        const { deal } = (await submitted.json()) as { deal: { id: string } };

        // The deal's notice reached the administrator's stream on the other server at once, not at a heartbeat.
        expect(await stream.countAt(2, NOTIFICATION_WITHIN_MS)).toBe(before + 1);
        expect(Date.now() - submittedAt).toBeLessThan(NOTIFICATION_WITHIN_MS);

        for (const [server, who] of [
          [two, admin.cookie],
          [two, cookie],
        ] as const) {
          const download = await send(server, `/api/v1/deals/${deal.id}/proposal`, { cookie: who });
          expect(download.status).toBe(200);
          expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(proposal))).toBe(true);
        }
        // In the bucket, under the partner's prefix; neither server kept a copy on its own disk.
        const listed = await s3.client.send(
          new ListObjectsV2Command({
            Bucket: s3.options.bucket,
            Prefix: `partner-documents/${partner.partnerId}/`,
          }),
        );
        expect(listed.Contents?.map((object) => object.Size)).toEqual([proposal.length]);
        for (const dir of dataDirs) expect(existsSync(path.join(dir, "files"))).toBe(false);
      } finally {
        await stream.close();
      }
    });

    it(`holds a person to ${MAX_STREAMS_PER_PERSON} live notification streams on both servers together`, async () => {
      const cookie = await cookieFor((await createUser(database.db)).id);
      type Stream = Awaited<ReturnType<typeof openNotificationStream>>;
      const onOne: Stream[] = [];
      const onTwo: Stream[] = [];
      try {
        for (let n = 0; n < MAX_STREAMS_PER_PERSON; n += 1) {
          const stream = await openNotificationStream(n % 2 === 0 ? one : two, cookie);
          await stream.countAt(1, 10_000);
          (n % 2 === 0 ? onOne : onTwo).push(stream);
        }
        const eleventh = (server: ServerProcess) =>
          send(server, "/api/v1/notifications/stream", { cookie }).then(async (response) => {
            await response.body?.cancel();
            return response.status;
          });
        expect([await eleventh(one), await eleventh(two)]).toEqual([429, 429]);
        // A stream closed on one server frees its place for the other.
        await onOne.pop()?.close();
        await expect.poll(() => eleventh(two), { timeout: 5000 }).toBe(200);
      } finally {
        await Promise.all([...onOne, ...onTwo].map((stream) => stream.close()));
      }
    });

    it("runs a REST write once when the same Idempotency-Key reaches both servers at once", async () => {
      const signIn = await send(one, "/api/v1/partner-auth/sign-in", {
        json: { email: partner.email, password: PASSWORD },
      });
      const cookie = cookiesOf(signIn);
      const companyName = "Idempotent Crossing Ltd";
      const retry = (server: ServerProcess) =>
        send(server, "/api/v1/deals", {
          cookie,
          headers: { "idempotency-key": "two-servers-deal-1" },
          json: { form: "portal", deal: { companyName, contactPerson: "Ida Key", dealValue: "1500" } },
        });
      const answers = await Promise.all([retry(one), retry(two)]);
      // The second waits for the first's answer (or, past 5 s, is told it is still running): never a second deal.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses).toContain(201);
      for (const status of statuses) expect([201, 409]).toContain(status);
      const later = await retry(two);
      expect(later.status).toBe(201);
      expect(later.headers.get("idempotent-replayed")).toBe("true");
      const dealIds = await Promise.all(
        [...answers.filter((answer) => answer.status === 201), later].map(
          async (answer) => ((await answer.json()) as { deal: { id: string } }).deal.id,
        ),
      );
      expect(new Set(dealIds).size).toBe(1);
      const stored = await database.db
        .select({ id: partnerDeals.id })
        .from(partnerDeals)
        .where(eq(partnerDeals.companyName, companyName));
      expect(stored.map((row) => row.id)).toEqual([dealIds[0]]);
    });

    it("counts a rate limit across both servers: requests split between them reach it at the same total", async () => {
      const email = "rate.limited@two-servers.example";
      const { limit } = STATUS_LOOKUP_LIMITS.perEmail;
      // All at once, alternating servers, each from its own address: only the per-e-mail counter is shared.
      const statuses = await Promise.all(
        Array.from({ length: limit + 6 }, (_, n) =>
          send(n % 2 === 0 ? one : two, "/api/v1/applications/status", { json: { email } }).then(
            (response) => response.status,
          ),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
      for (const server of [one, two]) {
        expect((await send(server, "/api/v1/applications/status", { json: { email } })).status).toBe(429);
      }
    });

    it("counts wrong partner passwords across both servers: the account's limit holds at the same total", async () => {
      const company = await createPartner(database.db);
      await createPartnerContact(database.db, company, { password: PASSWORD });
      const { limit } = ACCOUNT_FAILURES;
      // Guesses from as many addresses, at once, split between the servers: only the account's counter is shared.
      const statuses = await Promise.all(
        Array.from({ length: limit + 4 }, (_, n) =>
          send(n % 2 === 0 ? one : two, "/api/v1/partner-auth/sign-in", {
            json: { email: company.contactEmail, password: `wrong guess ${n}` },
          }).then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
      // The right password from a browser that is not a trusted device waits too, on either server.
      for (const server of [one, two]) {
        const answer = await send(server, "/api/v1/partner-auth/sign-in", {
          json: { email: company.contactEmail, password: PASSWORD },
        });
        expect(answer.status).toBe(429);
      }
    });

    it("sends each queued mail exactly once with both mail workers running", async () => {
      const ofBatch = () =>
        smtp.received.filter((mail) => mail.to.some((to) => to.endsWith(`@${MAIL_DOMAIN}`)));
      const deadline = Date.now() + 40_000;
      while (ofBatch().length < MAILS && Date.now() < deadline) await sleep(200);
      // One more round of each worker (every 5 s), which would send a mail claimed twice.
      await sleep(6000);

      const delivered = ofBatch();
      const recipients = delivered.flatMap((mail) => mail.to);
      expect(recipients).toHaveLength(MAILS);
      expect(new Set(recipients).size).toBe(MAILS);
      const sentBy = (sender: string) =>
        delivered.filter((mail) => /^From: .*$/m.exec(mail.raw)?.[0].includes(sender));
      const byOne = sentBy("one@two-servers.example").length;
      const byTwo = sentBy("two@two-servers.example").length;
      // Both workers took part: three rounds' worth cannot all fall to one worker ticking every 5 s.
      expect(byOne).toBeGreaterThan(0);
      expect(byTwo).toBeGreaterThan(0);
      expect(byOne + byTwo).toBe(MAILS);
      const rows = await database.db
        .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, queued));
      expect(rows).toHaveLength(MAILS);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    }, 60_000);
  },
);
