import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationStreamLeases } from "../db/schema";
import { databaseNow, databaseNowPlus } from "./database-clock";

// The per-person cap on live notification streams, counted in the database so that it holds across every app
// server (docs/decisions/0027-notifications-over-listen-notify.md): each open stream holds a lease, renewed by
// its server while it is open and deleted when it closes. A crashed server renews nothing: its leases expire.

/** The first key of the advisory lock a claim takes on one person's leases (the second is their id's hash). */
const LEASE_LOCK_CLASS = 27;

/**
 * A lease on one of the person's `max` places, valid for `leaseMs` from the database's clock; undefined when
 * they hold `max` live ones already. Claims for one person queue on a lock, so two servers cannot both count
 * nine and both take the tenth place.
 */
export async function claimStreamLease(
  db: Db,
  userId: string,
  options: { max: number; leaseMs: number },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEASE_LOCK_CLASS}, hashtext(${userId}))`);
    await tx
      .delete(notificationStreamLeases)
      .where(
        and(
          eq(notificationStreamLeases.userId, userId),
          lte(notificationStreamLeases.expiresAt, databaseNow()),
        ),
      );
    const live = await tx.$count(notificationStreamLeases, eq(notificationStreamLeases.userId, userId));
    if (live >= options.max) return undefined;
    const [lease] = await tx
      .insert(notificationStreamLeases)
      .values({ userId, expiresAt: databaseNowPlus(options.leaseMs) })
      .returning({ id: notificationStreamLeases.id });
    return lease?.id;
  });
}

/**
 * Extends the given leases by `leaseMs`; answers those that still exist. One that is gone expired (this server
 * could not renew it in time) and may have gone to another stream since.
 */
export async function renewStreamLeases(db: Db, ids: string[], leaseMs: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const renewed = await db
    .update(notificationStreamLeases)
    .set({ expiresAt: databaseNowPlus(leaseMs) })
    .where(inArray(notificationStreamLeases.id, ids))
    .returning({ id: notificationStreamLeases.id });
  return new Set(renewed.map((lease) => lease.id));
}

/** Gives the places back at once, as streams close. */
export async function releaseStreamLeases(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(notificationStreamLeases).where(inArray(notificationStreamLeases.id, ids));
}

/** Forgets expired leases: those of servers that died, of people who have not opened a stream since. */
export async function pruneStreamLeases(db: Db): Promise<number> {
  const deleted = await db
    .delete(notificationStreamLeases)
    .where(lte(notificationStreamLeases.expiresAt, databaseNow()))
    .returning({ id: notificationStreamLeases.id });
  return deleted.length;
}
