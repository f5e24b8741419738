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

const TOO_MANY_STREAMS = `You have ${MAX_STREAMS_PER_PERSON} live notification streams open already. Close a tab or two and reload.`;

/**
 * Opens the caller's live stream (docs/product/notifications.md#live-updates): refused at once, before any
 * event, when they already hold too many.
 */
export function openNotificationStream(
  context: { db: Db; logger: Logger; notificationHub: NotificationHub },
  caller: Caller,
  signal: AbortSignal | undefined,
): AsyncGenerator<{ unreadCount: number }, void> {
  const subscription = context.notificationHub.subscribe(caller.user.id, signal);
  if (!subscription) throw new AppError("rate_limited", TOO_MANY_STREAMS, { retryAfterSeconds: 30 });
  return streamNotifications(context, caller, subscription);
}

/**
 * The unread count at once, then after every signal for the caller; at each heartbeat it checks the session
 * is still open (the stream ends when it was signed out, ended or its partner suspended) and sends the count
 * if it changed, so a missed signal costs at most one heartbeat.
 */
async function* streamNotifications(
  context: { db: Db; logger: Logger },
  caller: Caller,
  subscription: StreamSubscription,
): AsyncGenerator<{ unreadCount: number }, void> {
  const { db, logger } = context;
  try {
    let last = await countUnreadNotifications(db, caller.user.id);
    yield { unreadCount: last };
    for (;;) {
      const why = await subscription.next();
      if (why === "stop") return;
      if (why === "heartbeat" && !(await sessionStillOpen(db, caller))) return;
      const unreadCount = await countUnreadNotifications(db, caller.user.id);
      if (why === "signal" || unreadCount !== last) {
        last = unreadCount;
        yield { unreadCount };
      }
    }
  } catch (error) {
    // The database went away mid-stream: end it; the browser opens a new one, which answers 503 until it is back.
    logger.warn({ err: error }, "notification stream ended by a failure");
  } finally {
    subscription.close();
  }
}
