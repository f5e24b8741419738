import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import {
  expectOnlyAcknowledgedWritesStored,
  type TrackedWrite,
  type WriteKind,
} from "#tests/support/database/tracked-writes";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";
import { PrivatePostgres, privatePostgresUnavailable } from "#tests/support/servers/private-postgres";
import { startServerProcess } from "#tests/support/servers/server-process";
import { partnerDeals } from "./db/schema";

// The real server process on PostgreSQL, stopped with SIGTERM while ten clients keep writing: partners
// submitting deals, applications over /rpc and applications with a 256 KiB document over /api/v1. Every write
// it acknowledged is in the database with its one audit entry, every other left no row, entry, stored file or
// spool file, and the process exits with 0 within its grace period (10 s). On a private cluster, so that the
// server's database can be read after it is gone whatever TEST_DATABASE_URL says, and can be stopped: the
// process itself, not only the app in a test, stays up through a 5 s stop of PostgreSQL.
const PASSWORD = "Graceful-Stop-Password-7";
const DOCUMENT_BYTES = 256 * 1024;
const GRACE_MS = 10_000;

let cluster: PrivatePostgres;
let testDatabase: TestDatabase;
let dataDir: string;
const partnerEmails: string[] = [];

async function startServer(): Promise<{ child: ChildProcess; base: string; exited: Promise<number | null> }> {
  const database = testDatabase.database;
  if (database.driver !== "postgres") throw new Error("expected the private PostgreSQL cluster");
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: String(database.pool.options.connectionString),
    TRUST_PROXY: "true",
  });
  return { child: server.child, base: server.url, exited: server.exited };
}

interface Write extends TrackedWrite {
  body?: string;
  answeredAt?: number;
  /** Why no answer came: refused or cut. */
  error?: string;
}

let counter = 0;

function request(kind: WriteKind, base: string, cookie: string): { write: Write; init: Promise<Response> } {
  const n = ++counter;
  const origin = base.replace("127.0.0.1", "localhost");
  const address = `10.${(n >> 8) & 255}.${n & 255}.9`;
  if (kind === "deal") {
    const key = `Stopping Customer ${n}`;
    return {
      write: { kind, key, label: key },
      init: fetch(`${base}/rpc/deals/submit`, {
        method: "POST",
        headers: { origin, "content-type": "application/json", cookie },
        body: JSON.stringify({
          json: {
            form: "portal",
            deal: { companyName: key, contactPerson: "Sid Stop", dealValue: "900.00" },
          },
        }),
      }),
    };
  }
  const key = `${kind}.${n}@stopping.example`;
  const label = `Stopping ${kind} ${n}`;
  const application = {
    companyName: label,
    businessType: "reseller",
    contactName: "Sam Stop",
    contactEmail: key,
    partnershipReason: "We resell.",
  };
  if (kind === "application")
    return {
      write: { kind, key, label },
      init: fetch(`${base}/rpc/applications/submit`, {
        method: "POST",
        headers: { origin, "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ json: { application } }),
      }),
    };
  const body = new FormData();
  for (const [field, value] of Object.entries(application)) body.append(`application[${field}]`, value);
  const document = Buffer.concat([SAMPLE_PDF, Buffer.alloc(DOCUMENT_BYTES - SAMPLE_PDF.length, 0x20)]);
  body.append("documents[]", new File([document], "plan.pdf", { type: "application/pdf" }));
  return {
    write: { kind, key, label },
    init: fetch(`${base}/api/v1/applications`, {
      method: "POST",
      headers: { origin, "x-forwarded-for": address },
      body,
    }),
  };
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** The partners' session cookies, each signed in with its password. */
async function signInPartners(base: string): Promise<string[]> {
  const cookies: string[] = [];
  for (const email of partnerEmails) {
    const signIn = await fetch(`${base}/api/v1/partner-auth/sign-in`, {
      method: "POST",
      headers: { origin: base.replace("127.0.0.1", "localhost"), "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    cookies.push(
      signIn.headers
        .getSetCookie()
        .map((header) => header.split(";")[0])
        .join("; "),
    );
  }
  return cookies;
}

beforeAll(async () => {
  if (privatePostgresUnavailable) return;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-graceful-load-"));
  cluster = await PrivatePostgres.create();
  testDatabase = await createTestDatabase({ serverUrl: cluster.url });
  const db = testDatabase.database.db;
  for (let n = 0; n < 2; n++) {
    const partner = await createPartner(db);
    await createPartnerContact(db, partner, { password: PASSWORD });
    partnerEmails.push(partner.contactEmail);
  }
}, 90_000);
afterAll(async () => {
  await testDatabase?.dispose();
  await cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(privatePostgresUnavailable)(
  `the real server on PostgreSQL under load${privatePostgresUnavailable ? ` (skipped: ${privatePostgresUnavailable})` : ""}`,
  () => {
    it("keeps every write it acknowledged, leaves nothing of the others and exits with 0 within its grace", async () => {
      const server = await startServer();
      const cookies = await signInPartners(server.base);
      const writes: Write[] = [];
      // Each client writes until the server stops answering it.
      const client = async (kind: WriteKind, cookie = "") => {
        for (;;) {
          const { write, init } = request(kind, server.base, cookie);
          writes.push(write);
          try {
            const response = await init;
            write.status = response.status;
            write.body = await response.text();
            write.answeredAt = Date.now();
          } catch (error) {
            write.error = String((error as Error).cause ?? error);
            return;
          }
        }
      };
      const clients = Promise.all([
        ...cookies.flatMap((cookie) => [client("deal", cookie), client("deal", cookie)]),
        client("application"),
        client("application"),
        client("upload"),
        client("upload"),
        client("upload"),
        client("upload"),
      ]);
      // Under way: every kind of write acknowledged at least once, then a second more of them.
      const kinds: WriteKind[] = ["deal", "application", "upload"];
      const loadStarted = Date.now();
      while (
        !kinds.every((kind) => writes.some((write) => write.kind === kind && (write.status ?? 500) < 300))
      ) {
        if (Date.now() - loadStarted > 30_000) throw new Error("the writes were not acknowledged");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const stoppedAt = Date.now();
      server.child.kill("SIGTERM");
      const code = await server.exited;
      const stoppedInMs = Date.now() - stoppedAt;
      await clients;

      expect(code).toBe(0);
      expect(stoppedInMs).toBeLessThan(GRACE_MS);
      expect(filesUnder(path.join(dataDir, "incoming"))).toEqual([]);
      const answered = writes.filter((write) => write.status !== undefined);
      const unexpected = answered.filter((write) => ![200, 201, 503].includes(write.status as number));
      expect(unexpected.map((write) => `${write.kind} ${write.status} ${write.body}`)).toEqual([]);

      const db = testDatabase.database.db;
      const acknowledged = writes.filter((write) => (write.status ?? 500) < 300);
      await expectOnlyAcknowledgedWritesStored(db, writes);
      // One stored document per acknowledged upload: a cut one removed the file it had stored.
      const uploads = acknowledged.filter((write) => write.kind === "upload").length;
      expect(filesUnder(path.join(dataDir, "files"))).toHaveLength(uploads);

      // Writes in flight at the signal were let finish, not cut.
      const finishedAfterSignal = acknowledged.filter((write) => (write.answeredAt ?? 0) > stoppedAt);
      expect(finishedAfterSignal.length).toBeGreaterThan(0);
      const count = (list: Write[], kind: WriteKind) => list.filter((write) => write.kind === kind).length;
      const unanswered = writes.filter((write) => write.status === undefined);
      console.info(
        `SIGTERM under load: exited 0 after ${stoppedInMs} ms; ${acknowledged.length} writes acknowledged ` +
          `(${count(acknowledged, "deal")} deals, ${count(acknowledged, "application")} applications, ` +
          `${uploads} uploads; ${finishedAfterSignal.length} of them finished after the signal), ${answered.length - acknowledged.length} refused with 503, ` +
          `${unanswered.length} unanswered (${[...new Set(unanswered.map((write) => write.error))].join("; ")})`,
      );
    }, 120_000);
    it("stays up through a 5 s PostgreSQL stop while partners keep writing, and serves them again within 5 s", async () => {
      const server = await startServer();
      let exitedDuringStop: number | null | undefined;
      void server.exited.then((code) => {
        exitedDuringStop ??= code;
      });
      const cookies = await signInPartners(server.base);
      const writes: Write[] = [];
      let writing = true;
      const client = async (kind: WriteKind, cookie = "") => {
        while (writing) {
          const { write, init } = request(kind, server.base, cookie);
          writes.push(write);
          const response = await init;
          write.status = response.status;
          write.body = await response.text();
          write.answeredAt = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const clients = Promise.all([...cookies.map((cookie) => client("deal", cookie)), client("upload")]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await cluster.stop();
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await cluster.start();
      const back = Date.now();
      while (!writes.some((write) => (write.answeredAt ?? 0) > back && (write.status ?? 500) < 300)) {
        if (Date.now() - back > 5000)
          throw new Error("no write acknowledged within 5 s of PostgreSQL being back");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const recoveredMs = Date.now() - back;
      writing = false;
      await clients;
      expect(exitedDuringStop).toBeUndefined();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);

      const statuses = new Set(writes.map((write) => write.status));
      expect([...statuses].filter((status) => ![200, 201, 503].includes(status as number))).toEqual([]);
      expect(statuses).toContain(503);
      const acknowledged = writes.filter((write) => (write.status ?? 500) < 300);
      const db = testDatabase.database.db;
      const deals = writes.filter((write) => write.kind === "deal").map((write) => write.key);
      const stored = await db
        .select({ key: partnerDeals.companyName })
        .from(partnerDeals)
        .where(inArray(partnerDeals.companyName, deals));
      expect(stored.map((row) => row.key).sort()).toEqual(
        acknowledged
          .filter((write) => write.kind === "deal")
          .map((write) => write.key)
          .sort(),
      );
      console.info(
        `real server through a 5 s PostgreSQL stop: never exited, ${acknowledged.length} writes acknowledged, ` +
          `${writes.length - acknowledged.length} answered 503; a write acknowledged ${recoveredMs} ms after it was back`,
      );
    }, 120_000);
  },
);
