import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { partnerPortalUrl } from "../auth/trusted-origins";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { notificationDigests, notifications, profiles, user, userRoles } from "../db/schema";
import { enqueueEmail } from "./email/outbox";
import { notificationDigestEmail } from "./email/templates/notification-digest";
import type { Logger } from "./logger";

/** At most one digest per person in this long, whichever app server sends it. */
export const DIGEST_SPACING_MS = 15 * 60 * 1000;
const ROUND_INTERVAL_MS = 60 * 1000;
/** People served per round; the rest wait for the next one. */
const PEOPLE_PER_ROUND = 50;

const due = and(eq(notifications.emailDue, true), isNull(notifications.emailedAt));

/**
 * Sends each person who has notifications due by e-mail, and had no digest in the last 15 minutes, one digest of
 * them all (docs/product/notifications.md#e-mail-digest). Each person is one transaction holding their
 * notification_digests row FOR UPDATE SKIP LOCKED: the mail is queued in the outbox, the notifications marked
 * e-mailed and the time of sending kept together, so several app servers send each digest once. Returns how
 * many digests were queued.
 */
export async function sendDueDigests(db: Db, config: Config, now = new Date()): Promise<number> {
  const spacedSince = new Date(now.getTime() - DIGEST_SPACING_MS);
  const candidates = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .leftJoin(notificationDigests, eq(notificationDigests.userId, notifications.userId))
    .where(
      and(
        due,
        sql`(${notificationDigests.lastSentAt} is null or ${notificationDigests.lastSentAt} <= ${spacedSince})`,
      ),
    )
    .limit(PEOPLE_PER_ROUND);
  if (candidates.length === 0) return 0;
  // Everyone needs a row to lock; the epoch stands for "never sent" and is replaced by the first digest.
  await db
    .insert(notificationDigests)
    .values(candidates.map(({ userId }) => ({ userId, lastSentAt: new Date(0) })))
    .onConflictDoNothing();
  let sent = 0;
  for (const { userId } of candidates) {
    if (await sendDigest(db, config, userId, spacedSince, now)) sent += 1;
  }
  return sent;
}

async function sendDigest(
  db: Db,
  config: Config,
  userId: string,
  spacedSince: Date,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Another server holds this person now, or sent their digest since the candidates were read: skip them.
    const [held] = await tx
      .select({ userId: notificationDigests.userId })
      .from(notificationDigests)
      .where(and(eq(notificationDigests.userId, userId), lte(notificationDigests.lastSentAt, spacedSince)))
      .for("update", { skipLocked: true });
    if (!held) return false;
    const rows = await tx
      .select({ id: notifications.id, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), due))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
    if (rows.length === 0) return false;
    const [person] = await tx
      .select({ email: user.email, name: user.name, fullName: profiles.fullName, partnerRole: userRoles.id })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "partner")))
      .where(eq(user.id, userId))
      .limit(1);
    if (!person) return false;
    const partner = partnerPortalUrl(config);
    await enqueueEmail(
      tx,
      notificationDigestEmail({
        to: person.email,
        name: person.fullName || person.name || person.email,
        messages: rows.map((row) => row.message),
        portalUrl: person.partnerRole ? `${partner.base}${partner.dashboardPath}` : `${config.publicUrl}/`,
      }),
    );
    await tx
      .update(notifications)
      .set({ emailedAt: now })
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
      );
    await tx
      .update(notificationDigests)
      .set({ lastSentAt: now })
      .where(eq(notificationDigests.userId, userId));
    return true;
  });
}

export interface DigestWorker {
  /** Stops the worker once its current round (if any) has ended. */
  stop(): Promise<void>;
}

/** This server's digest worker: a round every minute; the outbox worker then sends what it queued. */
export function startNotificationDigests(options: {
  db: Db;
  config: Config;
  logger: Logger;
  intervalMs?: number;
}): DigestWorker {
  const { db, config, logger } = options;
  let round: Promise<void> | undefined;
  const tick = () => {
    round ??= sendDueDigests(db, config)
      .then(
        (sent) => {
          if (sent > 0) logger.info({ sent }, "notification digests queued");
        },
        (error: unknown) => logger.warn({ err: error }, "notification digest round failed"),
      )
      .finally(() => {
        round = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? ROUND_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
