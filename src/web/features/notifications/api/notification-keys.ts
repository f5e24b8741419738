import type { ListNotificationsInput } from "#shared/contracts/notifications";

const ALL = "notifications";

/**
 * The query keys of one person's notifications. Each names the person, so after a sign-out and another
 * person's sign-in in the same tab nobody is shown the previous person's count or list.
 */
export const notificationKeys = {
  all: [ALL] as const,
  of: (userId: string) => [ALL, userId] as const,
  unreadCount: (userId: string) => [ALL, userId, "unread-count"] as const,
  lists: (userId: string) => [ALL, userId, "list"] as const,
  list: (userId: string, input: ListNotificationsInput) => [ALL, userId, "list", input] as const,
  feed: (userId: string) => [ALL, userId, "list", "feed"] as const,
  emailChoices: (userId: string) => [ALL, userId, "email-choices"] as const,
};
