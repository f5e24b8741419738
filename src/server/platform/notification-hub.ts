import type pg from "pg";
import type { Database } from "../db/client";
import type { Logger } from "./logger";
import {
  claimStreamLease,
  pruneStreamLeases,
  releaseStreamLeases,
  renewStreamLeases,
} from "./notification-stream-leases";
import { EVERYONE, NOTIFICATION_CHANNEL } from "./notifications";

/**
 * More open streams than this per person (tabs, devices), on all app servers together, are refused: each holds
 * a connection and a little memory.
 */
export const MAX_STREAMS_PER_PERSON = 10;
/** How often an open stream wakes without a signal, to re-check its session and its count (the fallback). */
export const STREAM_HEARTBEAT_MS = 20_000;
/**
 * How long a stream's place under the cap lasts unless its server renews it (three times as often): a server
 * that died without closing its streams frees their places within this.
 */
export const STREAM_LEASE_MS = 60_000;
/** Waits between tries to win the listening connection back after losing it (then the last, again and again). */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

/** Why a stream woke: its person's notifications changed, nothing happened for a while, or it must end. */
export type StreamWake = "signal" | "heartbeat" | "stop";

/** One open stream's place in the hub. */
export interface StreamSubscription {
  /** Resolves at the next signal for the person, at the heartbeat, or with "stop" once the stream must end. */
  next(): Promise<StreamWake>;
  /** Leaves the hub; safe to call more than once. */
  close(): void;
}

/**
 * This app server's one listener on NOTIFICATION_CHANNEL, shared by every live stream it serves
 * (docs/decisions/0027-notifications-over-listen-notify.md).
 */
export interface NotificationHub {
  /**
   * A stream for this person, ended when `signal` aborts; undefined when they already have too many open on
   * all app servers together.
   */
  subscribe(userId: string, signal?: AbortSignal): Promise<StreamSubscription | undefined>;
  /** LISTENs and starts renewing the streams' leases; a database that cannot be reached now is tried again. */
  start(): Promise<void>;
  /** Ends every stream, gives back their places under the cap and stops listening. */
  stop(): Promise<void>;
}

interface Subscriber {
  /** Its place under the per-person cap (notification-stream-leases.ts). */
  leaseId: string;
  /** The wake waiting to be read by next(); "stop" is never overwritten. */
  woken: StreamWake | undefined;
  resolve: (() => void) | undefined;
  wake(why: StreamWake): void;
}

interface Listener {
  stop(): Promise<void>;
}

export function createNotificationHub(options: {
  database: Database;
  logger: Logger;
  heartbeatMs?: number;
  leaseMs?: number;
}): NotificationHub {
  const { database, logger } = options;
  const db = database.db;
  const heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
  const leaseMs = options.leaseMs ?? STREAM_LEASE_MS;
  const byUser = new Map<string, Set<Subscriber>>();
  let listener: Listener | undefined;
  let renewal: NodeJS.Timeout | undefined;
  let renewing = false;
  let stopped = false;

  const wakeAll = (why: StreamWake) => {
    for (const subscribers of byUser.values()) for (const subscriber of subscribers) subscriber.wake(why);
  };
  const deliver = (payload: string) => {
    if (payload === EVERYONE) return wakeAll("signal");
    for (const subscriber of byUser.get(payload) ?? []) subscriber.wake("signal");
  };

  const subscribed = () => [...byUser.values()].flatMap((subscribers) => [...subscribers]);
  // One statement for all of this server's streams. A lease that expired meanwhile (the database was out of
  // reach longer than a lease) may count for another stream by now: its stream ends, and the browser reopens it.
  const renew = async () => {
    const held = subscribed();
    if (renewing || held.length === 0) return;
    renewing = true;
    try {
      const renewed = await renewStreamLeases(
        db,
        held.map((subscriber) => subscriber.leaseId),
        leaseMs,
      );
      for (const subscriber of held) if (!renewed.has(subscriber.leaseId)) subscriber.wake("stop");
    } catch (error) {
      logger.warn({ err: error }, "live notification streams' leases not renewed");
    } finally {
      renewing = false;
    }
  };
  const release = (leaseIds: string[]) =>
    releaseStreamLeases(db, leaseIds).catch((error: unknown) =>
      logger.warn({ err: error }, "live notification streams' leases not released; they expire"),
    );

  return {
    async subscribe(userId, signal) {
      if (stopped || signal?.aborted) return undefined;
      const leaseId = await claimStreamLease(db, userId, { max: MAX_STREAMS_PER_PERSON, leaseMs });
      if (!leaseId) return undefined;
      if (stopped || signal?.aborted) {
        await release([leaseId]);
        return undefined;
      }
      const subscribers = byUser.get(userId) ?? new Set<Subscriber>();
      let closed = false;
      const subscriber: Subscriber = {
        leaseId,
        woken: undefined,
        resolve: undefined,
        wake(why) {
          if (this.woken !== "stop") this.woken = why;
          this.resolve?.();
        },
      };
      const onAbort = () => subscriber.wake("stop");
      signal?.addEventListener("abort", onAbort, { once: true });
      subscribers.add(subscriber);
      byUser.set(userId, subscribers);
      return {
        async next() {
          if (!subscriber.woken) {
            let timer: NodeJS.Timeout | undefined;
            await new Promise<void>((resolve) => {
              subscriber.resolve = resolve;
              timer = setTimeout(resolve, heartbeatMs);
            });
            clearTimeout(timer);
            subscriber.resolve = undefined;
          }
          const why = subscriber.woken ?? "heartbeat";
          if (why !== "stop") subscriber.woken = undefined;
          return why;
        },
        close() {
          if (closed) return;
          closed = true;
          signal?.removeEventListener("abort", onAbort);
          subscriber.wake("stop");
          subscribers.delete(subscriber);
          if (subscribers.size === 0 && byUser.get(userId) === subscribers) byUser.delete(userId);
          // Once the hub has stopped, its stop has given every place back already.
          if (!stopped) void release([leaseId]);
        },
      };
    },
    async start() {
      if (listener || stopped) return;
      renewal = setInterval(() => void renew(), leaseMs / 3);
      renewal.unref();
      // What servers that died left behind, and no claim of the same person has cleared since.
      void pruneStreamLeases(db).catch((error: unknown) =>
        logger.warn({ err: error }, "expired live notification streams' leases not pruned"),
      );
      // After a lost connection, signals may have been missed: every stream re-reads its count.
      const onReconnected = () => wakeAll("signal");
      listener =
        database.driver === "postgres"
          ? await listenOnPostgres(database, deliver, onReconnected, logger)
          : await listenOnPglite(database.client, deliver);
    },
    async stop() {
      stopped = true;
      clearInterval(renewal);
      const held = subscribed();
      wakeAll("stop");
      byUser.clear();
      await Promise.all([release(held.map((subscriber) => subscriber.leaseId)), listener?.stop()]);
    },
  };
}

async function listenOnPglite(
  client: Extract<Database, { driver: "pglite" }>["client"],
  deliver: (payload: string) => void,
): Promise<Listener> {
  const unlisten = await client.listen(NOTIFICATION_CHANNEL, deliver);
  return {
    // A database closed first (a test's, or one that failed) has already dropped its listeners.
    stop: async () => {
      if (!client.closed) await unlisten();
    },
  };
}

/**
 * A connection of its own (a pooled one would be handed to queries and lose the LISTEN), won back after a drop
 * such as a database restart: the process keeps running and the streams keep their polling meanwhile.
 */
async function listenOnPostgres(
  database: Extract<Database, { driver: "postgres" }>,
  deliver: (payload: string) => void,
  onReconnected: () => void,
  logger: Logger,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    if (stopped) return;
    logger.warn({ channel: NOTIFICATION_CHANNEL }, "notification listener lost its connection; reconnecting");
    which.end().catch(() => {});
    scheduleRetry();
  };
  const connect = async () => {
    let next: pg.Client | undefined;
    try {
      next = await database.connectWithoutTimeouts();
      const connected = next;
      connected.on("notification", (message) => {
        if (message.channel === NOTIFICATION_CHANNEL) deliver(message.payload || EVERYONE);
      });
      connected.on("error", () => lost(connected));
      connected.on("end", () => lost(connected));
      await connected.query(`listen ${NOTIFICATION_CHANNEL}`);
      if (stopped) {
        await connected.end();
        return;
      }
      client = connected;
      if (failures > 0) {
        logger.info({ channel: NOTIFICATION_CHANNEL }, "notification listener connected again");
        onReconnected();
      }
      failures = 0;
    } catch (error) {
      next?.end().catch(() => {});
      logger.warn({ err: error, channel: NOTIFICATION_CHANNEL }, "notification listener could not connect");
      scheduleRetry();
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const closing = client;
      client = undefined;
      await closing?.end().catch(() => {});
    },
  };
}
