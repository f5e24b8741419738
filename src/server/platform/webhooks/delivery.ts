import http from "node:http";
import https from "node:https";
import { and, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "#server/db/schema/index";
import { databaseNow, databaseNowPlus } from "../database-clock";
import type { Logger } from "../logger";
import { notify } from "../notifications";
import {
  checkedLookup,
  type EndpointAddressPolicy,
  urlRefusal,
  WebhookAddressError,
} from "./endpoint-address";
import { endpointOwners, webhookEndpointFailingNotice } from "./notification-messages";
import { LEGACY_SIGNATURE_ENDED, LEGACY_SIGNATURE_ENDS, signedHeaders } from "./signature";
import { decryptWebhookSecret } from "./signing-secret";

// The webhook worker (decision 0030): the email outbox's pattern. Each app server claims due deliveries with
// SKIP LOCKED, so several servers share the queue and none sends a delivery another is sending.

/** How long a receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a claimed delivery stays reserved for one sender; after that another worker may try it. */
const SENDING_LEASE_MS = 5 * 60 * 1000;

/** 30 s, 1 min, 2 min, ... capped at one hour; retries go on for 24 hours after the event (or a resend). */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export type WebhookDeliveryConfig = Pick<Config, "sessionSecret" | "webhooksAllowInsecure">;

export interface WebhookDeliveryOptions {
  config: WebhookDeliveryConfig;
  logger: Logger;
  /** The time the round acts at; tests move it to make retries due. */
  now?: Date;
  limit?: number;
  timeoutMs?: number;
}

async function claim(db: Db, at: Date | undefined, limit: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          inArray(webhookDeliveries.state, ["pending", "sending"]),
          lte(webhookDeliveries.nextAttemptAt, databaseNow(at)),
          // A disabled endpoint's deliveries wait; enabling it again sends them.
          eq(webhookEndpoints.enabled, true),
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    if (rows.length === 0) return [];
    const claimed = await tx
      .update(webhookDeliveries)
      .set({
        state: "sending",
        attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
        nextAttemptAt: databaseNowPlus(SENDING_LEASE_MS, at),
      })
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
    const endpoints = await tx
      .select()
      .from(webhookEndpoints)
      .where(
        inArray(
          webhookEndpoints.id,
          claimed.map((delivery) => delivery.endpointId),
        ),
      );
    const endpointById = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    return claimed.flatMap((delivery) => {
      const endpoint = endpointById.get(delivery.endpointId);
      return endpoint ? [{ delivery, endpoint }] : [];
    });
  });
}

/** POSTs the body; answers the status code. Redirects are not followed: a 3xx is a failed try. */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  policy: EndpointAddressPolicy,
  timeoutMs: number,
): Promise<number> {
  const refusal = urlRefusal(url, policy);
  if (refusal) return Promise.reject(new WebhookAddressError(refusal));
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        lookup: checkedLookup(policy),
        agent: false,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        // Only the status matters; the rest of the answer is not waited for.
        response.destroy();
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`The endpoint did not answer within ${timeoutMs / 1000} seconds.`)),
      timeoutMs,
    );
    request.on("error", reject);
    request.on("close", () => clearTimeout(timer));
    request.end(body);
  });
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];

async function attempt(db: Db, { delivery, endpoint }: Claimed, options: WebhookDeliveryOptions, now: Date) {
  const policy = { allowInsecure: options.config.webhooksAllowInsecure };
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    if (endpoint.signing === "legacy" && now >= LEGACY_SIGNATURE_ENDS)
      throw new Error(LEGACY_SIGNATURE_ENDED);
    const secret = decryptWebhookSecret(options.config.sessionSecret, endpoint.encryptedSecret);
    const timestamp = Math.floor(now.getTime() / 1000);
    statusCode = await post(
      new URL(endpoint.url),
      delivery.body,
      {
        "Content-Type": "application/json",
        "User-Agent": "PartnerPortal-Webhooks/1",
        ...signedHeaders(endpoint.signing, secret, { id: delivery.eventId, timestamp, body: delivery.body }),
      },
      policy,
      options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    );
    if (statusCode < 200 || statusCode > 299) error = `The endpoint answered ${statusCode}.`;
  } catch (failure) {
    error = reasonOf(failure);
  }
  const durationMs = Math.round(performance.now() - started);
  const succeeded = error === null;
  const next = new Date(now.getTime() + webhookRetryDelayMs(delivery.attemptCount));
  const gaveUp = !succeeded && next > delivery.retryUntil;
  await db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values({ deliveryId: delivery.id, attemptedAt: now, statusCode, error, durationMs });
    await tx
      .update(webhookDeliveries)
      .set({
        state: succeeded ? "succeeded" : gaveUp ? "failed" : "pending",
        lastStatusCode: statusCode,
        lastError: error,
        lastAttemptAt: now,
        nextAttemptAt: succeeded || gaveUp ? null : next,
        deliveredAt: succeeded ? now : null,
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.state, "sending")));
    if (succeeded) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
    } else if (gaveUp) {
      // Only the change from healthy to failing tells the owners: an endpoint already failing is not told of
      // again, and of deliveries giving up at once, the row lock lets one update find it healthy.
      const [turnedFailing] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: now })
        .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)))
        .returning({
          id: webhookEndpoints.id,
          partnerId: webhookEndpoints.partnerId,
          url: webhookEndpoints.url,
          description: webhookEndpoints.description,
        });
      if (turnedFailing) {
        await notify(tx, endpointOwners(turnedFailing), webhookEndpointFailingNotice(turnedFailing));
      }
    }
  });
  if (!succeeded) {
    options.logger.warn(
      {
        deliveryId: delivery.id,
        endpointId: endpoint.id,
        attempts: delivery.attemptCount,
        statusCode,
        error,
        gaveUp,
      },
      "webhook delivery failed",
    );
  }
}

/**
 * One round: claims due deliveries and tries each once, all at the same time, so a slow receiver holds up
 * only its own. Every try is recorded. Answers how many were tried.
 */
export async function deliverDueWebhooks(db: Db, options: WebhookDeliveryOptions): Promise<number> {
  const now = options.now ?? new Date();
  const claimed = await claim(db, options.now, options.limit ?? 20);
  await Promise.all(
    claimed.map((item) =>
      attempt(db, item, options, now).catch((error: unknown) =>
        options.logger.error({ err: error, deliveryId: item.delivery.id }, "webhook attempt not recorded"),
      ),
    ),
  );
  return claimed.length;
}

/** How long settled deliveries (succeeded or failed) and their attempts stay listed. */
export const WEBHOOK_DELIVERY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets settled deliveries created more than `olderThanMs` ago, with their attempts; pending ones stay. */
export async function pruneWebhookDeliveries(
  db: Db,
  olderThanMs = WEBHOOK_DELIVERY_RETENTION_MS,
  now = new Date(),
): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.state, ["succeeded", "failed"]),
        lt(webhookDeliveries.createdAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}

export interface WebhookDelivery {
  /** Stops the worker once its current round (if any) has ended. */
  stop(): Promise<void>;
}

/** The webhook worker of this server process: a round every few seconds. */
export function startWebhookDelivery(options: {
  db: Db;
  config: WebhookDeliveryConfig;
  logger: Logger;
  intervalMs?: number;
}): WebhookDelivery {
  const { db, config, logger } = options;
  let round: Promise<void> | undefined;
  const tick = () => {
    round ??= deliverDueWebhooks(db, { config, logger })
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, "webhook delivery round failed"),
      )
      .finally(() => {
        round = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 5000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // A delivery sent but not yet recorded would go out again after its lease: let the round end.
      await round;
    },
  };
}
