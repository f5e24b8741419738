import type { ListNotificationsInput } from "#shared/contracts/notifications";
import { personKey } from "#web/lib/queries/person-key";
import { orpc } from "#web/lib/transport/rpc";

/**
 * The query keys of one person's notifications, the typed client's each followed by the person (personKey), so
 * after a sign-out and another person's sign-in in the same tab nobody is shown the previous person's count or
 * list.
 */
export const notificationKeys = {
  unreadCount: (userId: string) => personKey(orpc.notifications.unreadCount.queryKey(), userId),
  /** Every list of the person's: the pages and the bell's feed. */
  lists: (userId: string) => personKey(orpc.notifications.list.key(), userId),
  list: (userId: string, input: ListNotificationsInput) =>
    personKey(orpc.notifications.list.queryKey({ input }), userId),
  feed: (userId: string) => personKey(orpc.notifications.list.key({ type: "infinite" }), userId),
  emailChoices: (userId: string | undefined) => personKey(orpc.notifications.emailChoices.queryKey(), userId),
};
