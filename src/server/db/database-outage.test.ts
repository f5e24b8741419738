import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_DOCUMENTS_BUCKET } from "#server/features/applications/application-documents";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import {
  expectOnlyAcknowledgedWritesStored,
  type TrackedWrite,
  type WriteKind,
} from "#tests/support/database/tracked-writes";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";
import { PrivatePostgres, privatePostgresUnavailable } from "#tests/support/servers/private-postgres";

// While PostgreSQL is stopped or frozen, calls that need it answer 503 with Retry-After within 10 s, and they
// work again once it is back. Runs on a private cluster: stopping or freezing the shared server would break
// every other test. Writes streaming through a 5 s stop are either acknowledged and kept, with their audit
// entry, or refused with 503 and leave nothing; the app runs in this process, so a crash (an unhandled pool
// error) would end the run.
const TEN_SECONDS = 10_000;

let cluster: PrivatePostgres;
let testApp: TestApp;
let adminCookie: string;
let partnerCookies: string[];
let counter = 0;
/** Every line the app logged, at every level: no secret may be among them. */
const logLines: string[] = [];

interface Outcome {
  call: string;
  status: number;
  retryAfter: string | null;
  body: string;
  ms: number;
}

const origin = "http://localhost:3000";
const CALLS: Record<string, () => Request> = {
  // The session is looked up first, through Better Auth.
  "signed-in list over /rpc": () =>
    new Request("http://localhost/rpc/applications/list", {
      method: "POST",
      headers: { origin, "content-type": "application/json", cookie: adminCookie },
      body: JSON.stringify({ json: {} }),
    }),
  "status lookup over /rpc": () =>
    new Request("http://localhost/rpc/applications/status", {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ json: { email: `outage.${++counter}@example.com` } }),
    }),
  "status lookup over /api/v1": () =>
    new Request("http://localhost/api/v1/applications/status", {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ email: `outage.${++counter}@example.com` }),
    }),
  "application in a transaction over /rpc": () =>
    new Request("http://localhost/rpc/applications/submit", {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({
        json: {
          application: {
            companyName: `Outage Test ${++counter}`,
            businessType: "reseller",
            contactName: "Olga Outage",
            contactEmail: `olga.${counter}@example.com`,
            partnershipReason: "We resell.",
          },
        },
      }),
    }),
  // Its rate limit is checked before the procedure runs, outside oRPC.
  "upload over /api/v1": () => {
    counter += 1;
    const body = new FormData();
    for (const [key, value] of Object.entries({
      companyName: `Outage Upload ${counter}`,
      businessType: "reseller",
      contactName: "Uma Upload",
      contactEmail: `uma.${counter}@example.com`,
      partnershipReason: "We resell.",
    }))
      body.append(`application[${key}]`, value);
    body.append("documents[]", sampleFile(SAMPLE_PDF, "plan.pdf", "application/pdf"));
    return new Request("http://localhost/api/v1/applications", {
      method: "POST",
      headers: { origin, "x-forwarded-for": `203.0.113.${counter % 250}` },
      body,
    });
  },
};

interface Write extends TrackedWrite {
  sentAt: number;
  answeredAt: number;
  status: number;
  retryAfter: string | null;
  body: string;
}

/** Each request names what it writes uniquely, and comes from an address of its own (rate limits). */
const WRITES: Record<
  WriteKind,
  (n: number, partnerCookie: string) => { key: string; label: string; request: Request }
> = {
  deal: (n, partnerCookie) => {
    const key = `Outage Customer ${n}`;
    return {
      key,
      label: key,
      request: new Request("http://localhost/rpc/deals/submit", {
        method: "POST",
        headers: { origin, "content-type": "application/json", cookie: partnerCookie },
        body: JSON.stringify({
          json: {
            form: "portal",
            deal: { companyName: key, contactPerson: "Carl Customer", dealValue: "1500.00" },
          },
        }),
      }),
    };
  },
  application: (n) => {
    const key = `writer.${n}@outage.example`;
    return {
      key,
      label: `Outage Writer ${n}`,
      request: new Request("http://localhost/rpc/applications/submit", {
        method: "POST",
        headers: { origin, "content-type": "application/json", "x-forwarded-for": addressOf(n) },
        body: JSON.stringify({
          json: {
            application: {
              companyName: `Outage Writer ${n}`,
              businessType: "reseller",
              contactName: "Wanda Writer",
              contactEmail: key,
              partnershipReason: "We resell.",
            },
          },
        }),
      }),
    };
  },
  upload: (n) => {
    const key = `uploader.${n}@outage.example`;
    const body = new FormData();
    for (const [field, value] of Object.entries({
      companyName: `Outage Uploader ${n}`,
      businessType: "reseller",
      contactName: "Ursula Uploader",
      contactEmail: key,
      partnershipReason: "We resell.",
    }))
      body.append(`application[${field}]`, value);
    body.append("documents[]", sampleFile(SAMPLE_PDF, "plan.pdf", "application/pdf"));
    return {
      key,
      label: `Outage Uploader ${n}`,
      request: new Request("http://localhost/api/v1/applications", {
        method: "POST",
        headers: { origin, "x-forwarded-for": addressOf(n) },
        body,
      }),
    };
  },
};

function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function storedFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function callAll(): Promise<Outcome[]> {
  return Promise.all(
    Object.entries(CALLS).map(async ([call, request]) => {
      const started = performance.now();
      const response = await testApp.app.request(request());
      return {
        call,
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: await response.text(),
        ms: Math.round(performance.now() - started),
      };
    }),
  );
}

async function health(): Promise<number> {
  return (await testApp.app.request("http://localhost/api/health")).status;
}

/** Milliseconds until /api/health answers 200 again. */
async function healthRecovery(): Promise<number> {
  const started = performance.now();
  while ((await health()) !== 200) {
    if (performance.now() - started > TEN_SECONDS) throw new Error("health did not recover within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round(performance.now() - started);
}

function expectWorking(outcomes: Outcome[]) {
  for (const outcome of outcomes)
    expect(outcome.status, `${outcome.call}: ${outcome.body}`).toBeLessThan(300);
}

function expectUnavailable(outcomes: Outcome[]) {
  for (const outcome of outcomes) {
    expect(outcome.status, `${outcome.call}: ${outcome.body}`).toBe(503);
    expect(outcome.retryAfter, outcome.call).toBe("5");
    expect(outcome.body, outcome.call).toContain("Please try again in a few seconds");
    expect(outcome.ms, outcome.call).toBeLessThan(TEN_SECONDS);
  }
}

const summary = (outcomes: Outcome[]) =>
  outcomes.map((outcome) => `${outcome.call} ${outcome.ms} ms`).join(", ");

describe.skipIf(privatePostgresUnavailable)(
  `the database going away${privatePostgresUnavailable ? ` (skipped: ${privatePostgresUnavailable})` : ""}`,
  () => {
    beforeAll(async () => {
      cluster = await PrivatePostgres.create();
      testApp = await createTestApp(
        { TRUST_PROXY: "true", LOG_LEVEL: "trace" },
        {
          databaseServerUrl: cluster.url,
          logDestination: { write: (line: string) => void logLines.push(line) },
        },
      );
      const db = testApp.testDatabase.database.db;
      adminCookie = (await signedInAs(testApp, await createAdmin(db))).cookieHeader();
      partnerCookies = [];
      for (let n = 0; n < 2; n++) {
        const contact = await createPartnerContact(db, await createPartner(db));
        partnerCookies.push((await signedInAs(testApp, contact)).cookieHeader());
      }
    }, 60_000);
    afterAll(async () => {
      cluster.thaw();
      await cluster.start().catch(() => {});
      await testApp?.dispose();
      await cluster?.destroy();
    }, 60_000);

    it("works while the database is up", async () => {
      expectWorking(await callAll());
      expect(await health()).toBe(200);
    });

    it("answers 503 with Retry-After while it is stopped, and recovers when it is back", async () => {
      await cluster.stop();
      const down = await callAll();
      expectUnavailable(down);
      expect(await health()).toBe(503);

      await cluster.start();
      const recoveredMs = await healthRecovery();
      expectWorking(await callAll());
      console.info(`stopped: 503 after ${summary(down)}; health back ${recoveredMs} ms after the restart`);
    }, 60_000);

    it("keeps every write it acknowledged through a 5 s stop, refuses the rest with 503 and leaves none half written", async () => {
      const db = testApp.testDatabase.database.db;
      const documentsDir = path.join(testApp.config.filesDir, APPLICATION_DOCUMENTS_BUCKET);
      const documentsBefore = storedFiles(documentsDir).length;
      const writes: Write[] = [];
      let writing = true;
      const started = performance.now();
      const now = () => performance.now() - started;
      const writer = async (kind: WriteKind, partner = 0) => {
        while (writing) {
          const write = WRITES[kind](++counter, partnerCookies[partner] as string);
          const sentAt = now();
          const response = await testApp.app.request(write.request);
          writes.push({
            kind,
            key: write.key,
            label: write.label,
            sentAt,
            answeredAt: now(),
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
            body: await response.text(),
          });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      // Six writers at once: two partners' deals, applications over /rpc and with a document over /api/v1.
      const writers = Promise.all([
        writer("deal", 0),
        writer("deal", 1),
        writer("application"),
        writer("application"),
        writer("upload"),
        writer("upload"),
      ]);
      const KINDS: WriteKind[] = ["deal", "application", "upload"];
      /** Waits until every kind has a write acknowledged that was sent at or after `from`. */
      const eachAcknowledgedSince = async (from: number) => {
        while (
          !KINDS.every((kind) => writes.some((w) => w.kind === kind && w.sentAt >= from && w.status < 300))
        ) {
          if (now() - from > 30_000) throw new Error("the writes were not acknowledged");
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await eachAcknowledgedSince(0);
      const stopBegan = now();
      await cluster.stop();
      const stopped = now();
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const startBegan = now();
      await cluster.start();
      const back = now();
      await eachAcknowledgedSince(back + 5000);
      writing = false;
      await writers;

      const unexpected = writes.filter((write) => ![200, 201, 503].includes(write.status));
      expect(unexpected.map((write) => `${write.kind} ${write.status} ${write.body}`)).toEqual([]);
      const refused = writes.filter((write) => write.status === 503);
      for (const write of refused) {
        expect(write.retryAfter, write.kind).toBe("5");
        expect(write.body, write.kind).toContain("Please try again in a few seconds");
      }
      const whileStopped = writes.filter(
        (write) => write.sentAt >= stopped && write.answeredAt <= startBegan,
      );
      expect(whileStopped.length).toBeGreaterThan(12);
      expect(whileStopped.filter((write) => write.status !== 503)).toEqual([]);
      const before = writes.filter((write) => write.answeredAt < stopBegan);
      expect(before.length).toBeGreaterThan(0);
      expect(before.filter((write) => write.status >= 300)).toEqual([]);
      // Working again within 5 s of PostgreSQL being back, for every kind of write.
      const afterwards = writes.filter((write) => write.sentAt >= back);
      const firstAcknowledged = afterwards.find((write) => write.status < 300);
      expect(firstAcknowledged, "a write acknowledged after the restart").toBeDefined();
      const recoveredMs = Math.round((firstAcknowledged?.answeredAt ?? Number.POSITIVE_INFINITY) - back);
      expect(recoveredMs).toBeLessThan(5000);
      const settled = afterwards.filter((write) => write.sentAt >= back + 5000);
      expect(settled.filter((write) => write.status >= 300)).toEqual([]);

      // Every acknowledged write is there with its one audit entry; no refused write left a row or an entry.
      const acknowledged = writes.filter((write) => write.status < 300);
      await expectOnlyAcknowledgedWritesStored(db, writes);
      // One stored document per acknowledged upload: a refused one removed the file it had stored.
      const acknowledgedUploads = acknowledged.filter((write) => write.kind === "upload").length;
      expect(storedFiles(documentsDir)).toHaveLength(documentsBefore + acknowledgedUploads);

      const perKind = KINDS.map(
        (kind) => `${acknowledged.filter((write) => write.kind === kind).length} ${kind}s`,
      ).join(", ");
      console.info(
        `writes through a 5 s stop: ${acknowledged.length} acknowledged (${perKind}), ${refused.length} refused ` +
          `with 503, none else; first write acknowledged ${recoveredMs} ms after PostgreSQL was back ` +
          `(restart took ${Math.round(back - startBegan)} ms)`,
      );
    }, 60_000);

    it("answers 503 within 10 s while it is frozen, and recovers when it runs again", async () => {
      expectWorking(await callAll());
      await cluster.freeze();
      const [frozen, healthStatus] = await Promise.all([callAll(), health()]);
      expectUnavailable(frozen);
      expect(healthStatus).toBe(503);

      cluster.thaw();
      const recoveredMs = await healthRecovery();
      // More calls at once than the pool has connections: none of them was lost to the freeze.
      expectWorking((await Promise.all([callAll(), callAll(), callAll()])).flat());
      console.info(`frozen: 503 after ${summary(frozen)}; health back ${recoveredMs} ms after thawing`);
    }, 60_000);

    it("fails a transaction the freeze catches within the statement limit, and loses none of its connections", async () => {
      const database = testApp.testDatabase.database;
      if (database.driver !== "postgres") throw new Error("expected the private PostgreSQL cluster");
      const { db, pool } = database;
      let atBegin: Promise<unknown> = Promise.resolve();
      const started = performance.now();
      const midway = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await cluster.freeze();
        // Another transaction whose BEGIN gets no answer: its connection must come back to the pool too.
        atBegin = db
          .transaction((other) => other.execute(sql`select 1`))
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        await tx.execute(sql`select 2`);
      });
      await expect(midway).rejects.toThrow();
      expect(await atBegin).toBeInstanceOf(Error);
      // The statement's limit (5 s) and its grace second, not a second wait for the rollback behind it.
      expect(performance.now() - started).toBeLessThan(7_500);

      cluster.thaw();
      await healthRecovery();
      expect(pool.totalCount - pool.idleCount, "connections still checked out").toBe(0);
      const many = Array.from({ length: 12 }, () => db.execute(sql`select 1`));
      await expect(Promise.all(many)).resolves.toHaveLength(12);
    }, 60_000);

    it("never logs the session token of a signed-in call that failed, at any level", () => {
      // The cookie is the token and its signature: neither may reach a log, whole or apart.
      const [token, signature] = decodeURIComponent(adminCookie.split("=").slice(1).join("=")).split(".");
      // The caller's lookup failing is a 503 (a warning) since the caller is read in one statement of our own
      // (decision 0034), an error where Better Auth read it.
      const failedLookups = logLines.filter(
        (line) => line.includes('"level":50') || line.includes('"level":40') || line.includes("auth: "),
      );
      expect(failedLookups.length, "the outage produced error lines to look through").toBeGreaterThan(0);
      for (const secret of [token, signature]) {
        expect(secret?.length).toBeGreaterThan(10);
        const leaks = logLines.filter((line) => line.includes(secret as string));
        expect(leaks, `log lines holding the session token: ${leaks.slice(0, 2).join("\n")}`).toEqual([]);
      }
    });
  },
);
