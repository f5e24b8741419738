import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "#server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { TestSmtpServer } from "#tests/support/servers/smtp-server";
import { createLogger } from "../logger";
import {
  createSmtpMailer,
  deliverDueEmails,
  KEEP_TRYING_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
  startMailDelivery,
} from "./delivery";
import { enqueueEmail } from "./outbox";

let testDatabase: TestDatabase;
let smtp: TestSmtpServer;
let smtpUrl: string;
const logger = createLogger("silent");
const FROM = "Partner Portal <partners@portal.example>";

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  smtp = new TestSmtpServer();
  smtpUrl = await smtp.start();
});
afterAll(async () => {
  await smtp?.stop();
  await testDatabase?.dispose();
});

const queue = (to: string) =>
  enqueueEmail(testDatabase.database.db, {
    to,
    subject: "Welcome to the partner programme, Northwind",
    html: "<p>Hello Nina</p>",
    text: "Hello Nina",
    template: "send-partner-welcome-email",
  });

async function row(id: string) {
  const [found] = await testDatabase.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!found) throw new Error("mail row missing");
  return found;
}

describe("mail delivery over SMTP", () => {
  it("sends a queued mail with both parts and records it", async () => {
    const id = await queue("nina@northwind.example");
    const delivery = startMailDelivery({
      db: testDatabase.database.db,
      mailer: createSmtpMailer(smtpUrl),
      from: FROM,
      logger,
    });
    try {
      expect(await delivery.sendNow(id)).toEqual({ status: "sent" });
    } finally {
      await delivery.stop();
    }
    const message = smtp.received.at(-1);
    expect(message?.to).toEqual(["nina@northwind.example"]);
    expect(message?.raw).toContain("Subject: Welcome to the partner programme, Northwind");
    expect(message?.raw).toContain("text/plain");
    expect(message?.raw).toContain("text/html");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("stops only once the round in flight has recorded its mail, and claims nothing after", async () => {
    const id = await queue("in-flight@northwind.example");
    smtp.delayMs = 1000;
    const worker = startMailDelivery({
      db: testDatabase.database.db,
      mailer: createSmtpMailer(smtpUrl),
      from: FROM,
      logger,
      intervalMs: 20,
    });
    let stopped = false;
    try {
      // Claimed by a round, which now waits a second for the mail server.
      await expect.poll(async () => (await row(id)).status).toBe("sending");
      await worker.stop();
      stopped = true;
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
      // Another test's mail, queued after the stop: no round of this worker takes it.
      const next = await queue("after-stop@northwind.example");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await row(next)).toMatchObject({ status: "queued", attempts: 0 });
    } finally {
      smtp.delayMs = 0;
      if (!stopped) await worker.stop();
    }
  });

  it("keeps a mail the server refuses, with the reason, and sends it on the retry once the server recovers", async () => {
    const id = await queue("retry@northwind.example");
    const mailer = createSmtpMailer(smtpUrl);
    smtp.refuse = true;
    const failed = await deliverDueEmails(testDatabase.database.db, mailer, {
      from: FROM,
      logger,
      ids: [id],
    });
    expect(failed.get(id)).toMatchObject({ status: "queued", reason: expect.stringContaining("451") });
    const afterFailure = await row(id);
    expect(afterFailure).toMatchObject({ status: "queued", attempts: 1 });
    expect(afterFailure.lastError).toContain("Mailbox temporarily unavailable");
    expect(afterFailure.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: the worker leaves it alone.
    expect(
      (await deliverDueEmails(testDatabase.database.db, mailer, { from: FROM, logger, ids: [id] })).size,
    ).toBe(0);

    smtp.refuse = false;
    const later = new Date(afterFailure.nextAttemptAt.getTime() + 1000);
    const retried = await deliverDueEmails(testDatabase.database.db, mailer, {
      from: FROM,
      logger,
      ids: [id],
      now: later,
    });
    expect(retried.get(id)).toEqual({ status: "sent" });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received.some((message) => message.to.includes("retry@northwind.example"))).toBe(true);
  });

  it("keeps mails when the SMTP server is down altogether", async () => {
    const id = await queue("down@northwind.example");
    const outcome = await deliverDueEmails(testDatabase.database.db, createSmtpMailer("smtp://127.0.0.1:9"), {
      from: FROM,
      logger,
      ids: [id],
    });
    expect(outcome.get(id)?.status).toBe("queued");
    expect((await row(id)).lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("backs off between tries, and keeps a mail three days while the mail server cannot be reached", async () => {
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    const id = await queue("never@northwind.example");
    // Far more tries than a refused mail gets: an outage is no reason to drop it.
    await testDatabase.database.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS * 5 })
      .where(eq(emailOutbox.id, id));
    const queuedAt = (await row(id)).createdAt.getTime();
    const down = createSmtpMailer("smtp://127.0.0.1:9");
    const tryAt = (ms: number) =>
      deliverDueEmails(testDatabase.database.db, down, { from: FROM, logger, ids: [id], now: new Date(ms) });
    expect((await tryAt(queuedAt + KEEP_TRYING_MS - 60_000)).get(id)?.status).toBe("queued");
    expect((await row(id)).status).toBe("queued");
    expect((await tryAt(queuedAt + KEEP_TRYING_MS + 24 * 60 * 60 * 1000)).get(id)?.status).toBe("failed");
    expect((await row(id)).status).toBe("failed");
  });

  it("gives up on a mail whose recipient the server refuses after its last attempt", async () => {
    smtp.unknownRecipients.add("nobody@northwind.example");
    try {
      const id = await queue("nobody@northwind.example");
      const mailer = createSmtpMailer(smtpUrl);
      const first = await deliverDueEmails(testDatabase.database.db, mailer, {
        from: FROM,
        logger,
        ids: [id],
      });
      expect(first.get(id)).toMatchObject({ status: "queued", reason: expect.stringContaining("550") });
      await testDatabase.database.db
        .update(emailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date() })
        .where(eq(emailOutbox.id, id));
      const last = await deliverDueEmails(testDatabase.database.db, mailer, {
        from: FROM,
        logger,
        ids: [id],
      });
      expect(last.get(id)?.status).toBe("failed");
      expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    } finally {
      smtp.unknownRecipients.clear();
    }
  });

  it("sends a mail queued a moment ago though this server's clock lags the database's", async (context) => {
    // Embedded PGlite reads this process's clock, so only a database server can run ahead of it.
    if (testDatabase.database.driver === "pglite") context.skip();
    const id = await queue("lagging@northwind.example");
    const mailer = createSmtpMailer(smtpUrl);
    // The database stamped the mail due now; this process's clock is two seconds behind it.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() - 2000);
      const outcomes = await deliverDueEmails(testDatabase.database.db, mailer, {
        from: FROM,
        logger,
        ids: [id],
      });
      expect(outcomes.get(id)).toEqual({ status: "sent" });
    } finally {
      vi.useRealTimers();
    }
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("sends each mail once when two workers run at the same time", async () => {
    const ids = await Promise.all(["a", "b", "c", "d"].map((name) => queue(`${name}@parallel.example`)));
    const before = smtp.received.length;
    const mailer = createSmtpMailer(smtpUrl);
    await Promise.all([
      deliverDueEmails(testDatabase.database.db, mailer, { from: FROM, logger, ids }),
      deliverDueEmails(testDatabase.database.db, mailer, { from: FROM, logger, ids }),
    ]);
    expect(smtp.received.length - before).toBe(4);
  });
});
