import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import { TestSmtpServer } from "#tests/support/servers/smtp-server";
import { createLogger } from "../logger";
import { createSmtpMailer, type MailDelivery, startMailDelivery } from "./delivery";
import { enqueueEmail } from "./outbox";

// The mail server goes away for a few seconds while mails keep being queued: first nothing listens on its
// port, then it answers but refuses every message (451). Two workers share the outbox, as two app servers
// would, and each new mail is also tried at once, as the welcome mail is (decision 0005). When the server is
// back every queued mail arrives exactly once. The backoff doubles and is capped as in production, but from
// 200 ms to 4 s instead of 30 s to an hour, so a few seconds' outage takes several tries.
// A slow mail server must not hold a stopping server past its grace either: the worker sends the mail in hand
// and hands the rest of its round back.
const RECIPIENTS = 8;
const FROM = "Partner Portal <partners@portal.example>";
const logger = createLogger("silent");
const shortBackoff = (attempts: number) => Math.min(200 * 2 ** Math.max(0, attempts - 1), 4000);

let testDatabase: TestDatabase;
let smtp: TestSmtpServer;
let smtpUrl: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  smtp = new TestSmtpServer();
  smtpUrl = await smtp.start();
});
afterAll(async () => {
  await smtp?.stop();
  await testDatabase?.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function subjectOf(raw: string): string {
  return /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
}

async function statuses(): Promise<Map<string, number>> {
  const rows = await testDatabase.database.db.select({ status: emailOutbox.status }).from(emailOutbox);
  const counts = new Map<string, number>();
  for (const { status } of rows) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
}

describe("the mail server being down for a while", () => {
  it("delivers every mail queued during the outage exactly once when it returns", async () => {
    const db = testDatabase.database.db;
    const port = Number(new URL(smtpUrl).port);
    const workers: MailDelivery[] = [1, 2].map(() =>
      startMailDelivery({
        db,
        mailer: createSmtpMailer(smtpUrl),
        from: FROM,
        logger,
        intervalMs: 100,
        retryDelay: shortBackoff,
      }),
    );
    const [first] = workers as [MailDelivery, MailDelivery];
    const expected = new Map<string, string[]>();
    const queue = async (to: string, subject: string) => {
      expected.set(to, [...(expected.get(to) ?? []), subject]);
      const id = await enqueueEmail(db, {
        to,
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
        template: "test",
      });
      return first.sendNow(id);
    };
    try {
      // One mail while the server is up; it also loads the mail library, which under load can take seconds.
      // On PostgreSQL a worker may claim it before sendNow does ("sending"): either way it arrives.
      await queue("reader.0@outage.example", "Before the outage");
      while (smtp.received.length === 0) await sleep(20);
      await smtp.stop();
      const outageStarted = performance.now();
      let queued = 0;

      // A mail every 100 ms, each tried at once: for 1.5 s while nothing listens, then for 1.5 s while every
      // mail is refused.
      const tries: Promise<unknown>[] = [];
      let listening = false;
      for (; performance.now() - outageStarted < 3000; queued++) {
        if (!listening && performance.now() - outageStarted >= 1500) {
          smtp.refuse = true;
          await smtp.start(port);
          listening = true;
        }
        tries.push(queue(`reader.${queued % RECIPIENTS}@outage.example`, `Outage mail ${queued}`));
        await sleep(100);
      }
      const triedDuringOutage = await Promise.all(tries);
      expect(triedDuringOutage.every((outcome) => (outcome as { status: string }).status !== "sent")).toBe(
        true,
      );
      expect(smtp.received).toHaveLength(1);
      expect((await statuses()).get("failed") ?? 0).toBe(0);

      smtp.refuse = false;
      const outageMs = Math.round(performance.now() - outageStarted);
      const backAt = performance.now();
      while ((await statuses()).get("sent") !== queued + 1) {
        if (performance.now() - backAt > 15_000)
          throw new Error(`not all sent: ${JSON.stringify([...(await statuses())])}`);
        await sleep(50);
      }
      const allSentMs = Math.round(performance.now() - backAt);
      // Longer than the longest backoff step and many worker rounds: anything sent twice would have arrived.
      await sleep(2000);

      for (const [to, subjects] of expected) {
        const received = smtp.received
          .filter((message) => message.to.includes(to))
          .map((m) => subjectOf(m.raw));
        expect(received.sort(), to).toEqual([...subjects].sort());
      }
      expect(smtp.received).toHaveLength(queued + 1);
      const rows = await db.select().from(emailOutbox);
      for (const row of rows) expect(row, row.subject).toMatchObject({ status: "sent", lastError: null });
      const [oldest] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Outage mail 0"));
      // Tried all through the outage, yet sent once.
      expect(oldest?.attempts).toBeGreaterThan(2);
      console.info(
        `SMTP down ${outageMs} ms; all ${rows.length} mails sent ${allSentMs} ms after it accepted again; ` +
          `the first queued took ${oldest?.attempts} attempts`,
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  }, 60_000);

  it("stops between two mails of a round while the mail server is slow, leaving the untried ones queued", async () => {
    const db = testDatabase.database.db;
    smtp.delayMs = 600;
    const worker = startMailDelivery({
      db,
      mailer: createSmtpMailer(smtpUrl),
      from: FROM,
      logger,
      intervalMs: 50,
      retryDelay: shortBackoff,
    });
    const before = smtp.received.length;
    try {
      // Queued together, so that one round claims them all.
      await db.transaction(async (tx) => {
        for (let n = 0; n < 10; n++)
          await enqueueEmail(tx, {
            to: `slow.${n}@outage.example`,
            subject: `Slow mail ${n}`,
            html: "<p>Slow</p>",
            text: "Slow",
            template: "test",
          });
      });
      while ((await statuses()).get("sending") !== 10) await sleep(20);
      const stopping = performance.now();
      await worker.stop();
      const stopMs = performance.now() - stopping;
      // The mail being sent when asked to stop, not the nine behind it: a stopping server has 10 s in all.
      expect(stopMs).toBeLessThan(2000);
      const sentInRound = smtp.received.length - before;
      expect(sentInRound).toBeGreaterThanOrEqual(1);
      const rows = await db.select().from(emailOutbox).where(like(emailOutbox.subject, "Slow mail %"));
      expect(rows.filter((row) => row.status === "sent")).toHaveLength(sentInRound);
      // The others were never tried: queued again at once, their attempt not counted.
      const untried = rows.filter((row) => row.status !== "sent");
      expect(untried).toHaveLength(10 - sentInRound);
      for (const row of untried)
        expect(row).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    } finally {
      smtp.delayMs = 0;
      await worker.stop();
    }
    // The next server sends each of them once.
    const next = startMailDelivery({
      db,
      mailer: createSmtpMailer(smtpUrl),
      from: FROM,
      logger,
      intervalMs: 50,
    });
    try {
      const slowSent = () =>
        db.$count(emailOutbox, and(like(emailOutbox.subject, "Slow mail %"), eq(emailOutbox.status, "sent")));
      while ((await slowSent()) !== 10) await sleep(50);
    } finally {
      await next.stop();
    }
    const slow = smtp.received.slice(before).map((message) => subjectOf(message.raw));
    expect(slow.sort()).toEqual(Array.from({ length: 10 }, (_, n) => `Slow mail ${n}`).sort());
  }, 60_000);
});
