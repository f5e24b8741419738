import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { emailOutbox, type MailAttachment } from "#server/db/schema/index";
import { databaseNow, databaseNowPlus } from "../database-clock";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage/file-storage";
import { isMailRefused } from "./mail-refusal";

/** A file as a mail carries it. */
export interface MailFile {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface Mailer {
  send(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    attachments?: MailFile[];
  }): Promise<void>;
}

const SMTP_TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "20000" };

/**
 * Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS from the start).
 * nodemailer loads with the first mail, not with every server start.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  // Bounded waits: a hanging mail server must not hold a reviewer's request for minutes.
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  let transport: Promise<import("nodemailer").Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(url.toString()),
      );
      await (await transport).sendMail({
        ...message,
        attachments: message.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) })),
      });
    },
  };
}

/** Tries for a mail the mail server refuses outright (its recipient or content), before it is marked failed. */
export const MAX_ATTEMPTS = 8;
/**
 * How long a mail is kept trying while the mail server cannot be reached or is not taking mail: an outage of up
 * to three days loses nothing (decision 0005).
 */
export const KEEP_TRYING_MS = 3 * 24 * 60 * 60 * 1000;
/** How long a claimed mail stays reserved for one sender; after that another worker may try it again. */
const SENDING_LEASE_MS = 5 * 60 * 1000;

/** 30 s, 1 min, 2 min, ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** What one try to send a mail came to; see `welcomeEmailOutcome` for what each status means. */
export type DeliveryOutcome =
  | { status: "sent" | "sending" | "no_mail_server" }
  | { status: "queued" | "failed"; reason: string };

/**
 * Reserves due mails for this sender: queued ones whose time has come and "sending" ones whose lease ran out
 * (their sender died). SKIP LOCKED lets several server instances share the outbox without sending twice.
 */
async function claim(db: Db, at: Date | undefined, options: { ids?: string[]; limit: number }) {
  const due = and(
    inArray(emailOutbox.status, ["queued", "sending"]),
    lte(emailOutbox.nextAttemptAt, databaseNow(at)),
    options.ids ? inArray(emailOutbox.id, options.ids) : undefined,
  );
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(due)
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(options.limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: databaseNowPlus(SENDING_LEASE_MS, at),
      })
      .where(
        inArray(
          emailOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Hands claimed mails that were never tried back to the outbox, due now and their attempt uncounted: a stopping
 * server sends the one in hand, not the rest of a round behind a slow mail server, which could outlast its grace
 * period and leave them reserved for the whole lease.
 */
async function release(db: Db, mails: { id: string }[]): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "queued", attempts: sql`${emailOutbox.attempts} - 1`, nextAttemptAt: databaseNow() })
    .where(
      and(
        inArray(
          emailOutbox.id,
          mails.map((mail) => mail.id),
        ),
        eq(emailOutbox.status, "sending"),
      ),
    );
}

/** The files a mail carries, read from the store; one that is gone fails the try (and, repeated, the mail). */
async function readAttachments(
  attachments: readonly MailAttachment[],
  storage: Pick<FileStorage, "get"> | undefined,
): Promise<MailFile[]> {
  if (!storage) throw new Error("this mail carries files and no file store was given to the sender");
  return Promise.all(
    attachments.map(async (file) => {
      const content = await storage.get(file.bucket, file.key);
      if (!content) throw new Error(`the attached file ${file.filename} is no longer stored`);
      return { filename: file.filename, content, contentType: file.contentType };
    }),
  );
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/** Sends the given due mails (or any due mails) once; each attempt and its result is recorded in the outbox. */
export async function deliverDueEmails(
  db: Db,
  mailer: Mailer,
  options: {
    from: string;
    logger: Logger;
    ids?: string[];
    limit?: number;
    now?: Date;
    /** The wait before the next try after a failed one; `retryDelayMs` unless a test needs seconds. */
    retryDelay?: (attempts: number) => number;
    /** True once the worker is stopping: the mails claimed but not yet tried are handed back. */
    stopping?: () => boolean;
    /** Where the files mails carry are kept; a mail with files cannot be sent without it. */
    storage?: Pick<FileStorage, "get">;
  },
): Promise<Map<string, DeliveryOutcome>> {
  const now = options.now ?? new Date();
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const claimed = await claim(db, options.now, { ids: options.ids, limit: options.limit ?? 20 });
  const outcomes = new Map<string, DeliveryOutcome>();
  for (const [index, mail] of claimed.entries()) {
    if (options.stopping?.()) {
      await release(db, claimed.slice(index));
      break;
    }
    try {
      await mailer.send({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.attachments.length > 0 && {
          attachments: await readAttachments(mail.attachments, options.storage),
        }),
      });
    } catch (error) {
      const reason = reasonOf(error);
      const gaveUp = isMailRefused(error)
        ? mail.attempts >= MAX_ATTEMPTS
        : now.getTime() - mail.createdAt.getTime() >= KEEP_TRYING_MS;
      await db
        .update(emailOutbox)
        .set({
          status: gaveUp ? "failed" : "queued",
          lastError: reason,
          nextAttemptAt: databaseNowPlus(retryDelay(mail.attempts)),
        })
        .where(eq(emailOutbox.id, mail.id));
      options.logger.warn(
        { mailId: mail.id, attempts: mail.attempts, reason, gaveUp },
        "mail delivery failed",
      );
      outcomes.set(mail.id, { status: gaveUp ? "failed" : "queued", reason });
      continue;
    }
    // Sent. If recording that fails, the mail is not queued again at once: it stays "sending" until its lease
    // runs out, as after a crash, so a database hiccup costs no immediate duplicate.
    outcomes.set(mail.id, { status: "sent" });
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date(), lastError: null })
      .where(eq(emailOutbox.id, mail.id))
      .catch((error) =>
        options.logger.error({ err: error, mailId: mail.id }, "mail sent but not recorded as sent"),
      );
  }
  return outcomes;
}

export interface MailDelivery {
  /** Tries to send one freshly queued mail now, so the person who caused it learns at once if it failed. */
  sendNow(mailId: string): Promise<DeliveryOutcome>;
  /** Stops the worker once its current round (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * The outbox worker of this server process. Without SMTP, mails stay queued (development: /dev/mailbox) and
 * sendNow reports that no mail server is configured.
 */
export function startMailDelivery(options: {
  db: Db;
  mailer: Mailer | undefined;
  from: string;
  logger: Logger;
  intervalMs?: number;
  retryDelay?: (attempts: number) => number;
  storage?: Pick<FileStorage, "get">;
}): MailDelivery {
  const { db, mailer, from, logger, retryDelay, storage } = options;
  if (!mailer) {
    return {
      sendNow: async () => ({ status: "no_mail_server" }),
      stop: async () => {},
    };
  }
  let round: Promise<void> | undefined;
  let stopping = false;
  const tick = () => {
    round ??= deliverDueEmails(db, mailer, { from, logger, retryDelay, storage, stopping: () => stopping })
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, "mail delivery round failed"),
      )
      .finally(() => {
        round = undefined;
      });
    return round;
  };
  const timer = setInterval(tick, options.intervalMs ?? 5000);
  timer.unref();
  return {
    async sendNow(mailId) {
      const outcomes = await deliverDueEmails(db, mailer, {
        from,
        logger,
        retryDelay,
        storage,
        ids: [mailId],
        limit: 1,
      });
      // Someone else (the worker) got to it first: it is on its way.
      return outcomes.get(mailId) ?? { status: "sending" };
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      // A mail sent but not yet recorded as sent would go out again after its lease: let the round end.
      await round;
    },
  };
}
