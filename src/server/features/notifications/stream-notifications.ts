import { AsyncIteratorClass } from "@orpc/server";
import type { Caller } from "#server/auth/session";
import { sessionStillOpen } from "#server/auth/session-still-open";
import type { Db } from "#server/db/client";
import { AppError } from "#server/platform/app-error";
import type { Logger } from "#server/platform/logger";
import {
  MAX_STREAMS_PER_PERSON,
  type NotificationHub,
  type StreamSubscription,
} from "#server/platform/notification-hub";
import { countUnreadNotifications } from "./count-unread-notifications";

type StreamEvent = { unreadCount: number };

const TOO_MANY_STREAMS = `You have ${MAX_STREAMS_PER_PERSON} live notification streams open already. Close a tab or two and reload.`;

/**
 * Opens the caller's live stream (docs/product/notifications.md#live-updates): refused at once, before any
 * event, when they already hold too many, on whichever app servers.
 */
export async function openNotificationStream(
  context: { db: Db; logger: Logger; notificationHub: NotificationHub },
  caller: Caller,
  signal: AbortSignal | undefined,
): Promise<AsyncIteratorClass<StreamEvent, undefined>> {
  const subscription = await context.notificationHub.subscribe(caller.user.id, signal);
  if (!subscription) throw new AppError("rate_limited", TOO_MANY_STREAMS, { retryAfterSeconds: 30 });
  return streamNotifications(context, caller, subscription);
}

/**
 * The unread count at once, then after every signal for the caller; at each heartbeat it checks the session
 * is still open (the stream ends when it was signed out, ended or its partner suspended) and sends the count
 * if it changed, so a missed signal costs at most one heartbeat. Closing it (the browser going away) leaves
 * the hub at once, even while it waits: an async generator would wait for its next event first.
 */
function streamNotifications(
  context: { db: Db; logger: Logger },
  caller: Caller,
  subscription: StreamSubscription,
): AsyncIteratorClass<StreamEvent, undefined> {
  const { db, logger } = context;
  const ended = { done: true, value: undefined } as const;
  let last: number | undefined;
  const next = async (): Promise<IteratorResult<StreamEvent, undefined>> => {
    try {
      if (last === undefined) {
        last = await countUnreadNotifications(db, caller.user.id);
        return { done: false, value: { unreadCount: last } };
      }
      for (;;) {
        const why = await subscription.next();
        if (why === "stop") return ended;
        if (why === "heartbeat" && !(await sessionStillOpen(db, caller))) return ended;
        const unreadCount = await countUnreadNotifications(db, caller.user.id);
        if (why === "signal" || unreadCount !== last) {
          last = unreadCount;
          return { done: false, value: { unreadCount } };
        }
      }
    } catch (error) {
      // The database went away mid-stream: end it; the browser opens a new one, answered 503 until it is back.
      logger.warn({ err: error }, "notification stream ended by a failure");
      return ended;
    }
  };
  return new AsyncIteratorClass(next, async () => subscription.close());
}
