import { eventIterator } from "@orpc/server";
import { featureRouter } from "#server/rpc/feature-router";
import { authedProcedure } from "#server/rpc/procedures";
import {
  listNotificationsInput,
  listNotificationsOutput,
  markNotificationReadInput,
  markNotificationsOutput,
  notificationEmailsOutput,
  notificationEmailsSchema,
  notificationStreamEvent,
  unreadCountOutput,
} from "#shared/contracts/notifications";
import { countUnreadNotifications } from "./count-unread-notifications";
import { getNotificationEmailChoices } from "./get-notification-email-choices";
import { listNotifications } from "./list-notifications";
import { markAllNotificationsRead } from "./mark-all-notifications-read";
import { markNotificationRead } from "./mark-notification-read";
import { saveNotificationEmailChoices } from "./save-notification-email-choices";
import { openNotificationStream } from "./stream-notifications";

// Everyone signed in has notifications; each procedure reads or changes only the caller's own, so another
// person's id answers 404 as a missing one (docs/product/notifications.md).
const NOTIFICATIONS_TAG = {
  name: "Notifications",
  description: "The caller's notifications, their live stream and which of them are also e-mailed.",
};

export const notificationsRouter = featureRouter(NOTIFICATIONS_TAG, {
  list: authedProcedure
    .route({
      method: "GET",
      path: "/notifications",
      summary: "The caller's notifications, newest first, one page, with their unread count",
      description: "Filter by `kind`, or `unreadOnly` for the unread ones; `unreadCount` counts all unread.",
    })
    .input(listNotificationsInput)
    .output(listNotificationsOutput)
    .handler(({ input, context }) => listNotifications(context.db, context.caller.user.id, input)),

  unreadCount: authedProcedure
    .route({
      method: "GET",
      path: "/notifications/unread-count",
      summary: "How many of the caller's notifications are unread",
    })
    .output(unreadCountOutput)
    .handler(async ({ context }) => ({
      unreadCount: await countUnreadNotifications(context.db, context.caller.user.id),
    })),

  markRead: authedProcedure
    .route({
      method: "POST",
      path: "/notifications/{id}/read",
      summary: "Mark one of the caller's notifications read; returns the unread count",
    })
    .input(markNotificationReadInput)
    .output(markNotificationsOutput)
    .handler(({ input, context }) => markNotificationRead(context.db, context.caller.user.id, input.id)),

  markAllRead: authedProcedure
    .route({
      method: "POST",
      path: "/notifications/read",
      summary: "Mark all of the caller's notifications read",
    })
    .output(markNotificationsOutput)
    .handler(({ context }) => markAllNotificationsRead(context.db, context.caller.user.id)),

  emailChoices: authedProcedure
    .route({
      method: "GET",
      path: "/notifications/email-choices",
      summary: "Which kinds the caller also gets by e-mail, and which they can choose",
    })
    .output(notificationEmailsOutput)
    .handler(({ context }) => getNotificationEmailChoices(context.db, context.caller)),

  saveEmailChoices: authedProcedure
    .route({
      method: "PUT",
      path: "/notifications/email-choices",
      summary: "Save which kinds the caller also gets by e-mail (a digest at most every 15 minutes)",
    })
    .input(notificationEmailsSchema)
    .output(notificationEmailsOutput)
    .handler(({ input, context }) => saveNotificationEmailChoices(context.db, context.caller, input.kinds)),

  stream: authedProcedure
    .route({
      method: "GET",
      path: "/notifications/stream",
      summary: "Live unread count of the caller (server-sent events)",
      description:
        "Sends `{unreadCount}` at once and whenever the caller's notifications change; ends when the session ends. At most 10 open per person.",
    })
    .output(eventIterator(notificationStreamEvent))
    .handler(({ context, signal }) => openNotificationStream(context, context.caller, signal)),
});
