import { z } from "zod";
import { NOTIFICATION_KINDS } from "../enums";
import { queryFlag } from "./flags";
import { uuid } from "./ids";
import { cappedPageOf, pageInput } from "./paging";

// Notifications (docs/product/notifications.md): each person reads and marks only their own.

const notificationKindField = z.enum(NOTIFICATION_KINDS, {
  error: "Please choose a notification type from the list.",
});

export const notificationItem = z.object({
  id: uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** One sentence saying what happened, fixed when the notification was written. */
  message: z.string(),
  /** The id of what it is about; the kind says what that is, and the app where it opens. */
  subjectId: z.string(),
  createdAt: z.date(),
  readAt: z.date().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** The caller's notifications, newest first; optionally one kind, or only the unread ones. */
export const listNotificationsInput = z
  .object({
    kind: notificationKindField.optional(),
    unreadOnly: queryFlag("Unread only"),
    ...pageInput,
  })
  .meta({ examples: [{ kind: "deal_submitted", unreadOnly: true, page: 1, pageSize: 10 }] });
export type ListNotificationsInput = z.input<typeof listNotificationsInput>;

export const listNotificationsOutput = cappedPageOf(notificationItem).extend({
  /** All of the caller's unread notifications, whatever the filters, so the bell and the page agree. */
  unreadCount: z.number().int(),
});

export const unreadCountOutput = z.object({ unreadCount: z.number().int() });

export const markNotificationReadInput = z.object({
  id: uuid({ error: "Please give a notification's id." }),
});

/** Marking returns the new unread count, so the bell can show it without another request. */
export const markNotificationsOutput = unreadCountOutput;

/** Which kinds the caller also wants by e-mail (a digest at most every 15 minutes). */
export const notificationEmailsSchema = z
  .object({
    kinds: z
      .array(notificationKindField)
      .max(NOTIFICATION_KINDS.length)
      .transform((kinds) => [...new Set(kinds)]),
  })
  .meta({ examples: [{ kinds: ["deal_submitted", "access_changed"] }] });
export type NotificationEmailsForm = z.input<typeof notificationEmailsSchema>;

export const notificationEmailsOutput = z.object({
  /** The kinds chosen. */
  kinds: z.array(z.enum(NOTIFICATION_KINDS)),
  /** The kinds this person can be told of (a partner's contact is never told of staff events), in order. */
  available: z.array(z.enum(NOTIFICATION_KINDS)),
});

/** One event of the live stream: sent at once, then whenever the caller's notifications change. */
export const notificationStreamEvent = unreadCountOutput;
