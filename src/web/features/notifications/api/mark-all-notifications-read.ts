import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useWriteThroughMutation } from "#web/lib/use-write-through-mutation";
import { notificationKeys } from "./notification-keys";

export const markAllNotificationsRead = () => client.notifications.markAllRead();

/** Marks every notification of the person read; the count it answers shows at once, the lists are refetched. */
export function useMarkAllNotificationsRead(
  userId: string,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof markAllNotificationsRead> } = {},
) {
  return useWriteThroughMutation(
    markAllNotificationsRead,
    { writes: notificationKeys.unreadCount(userId), invalidates: () => [notificationKeys.lists(userId)] },
    mutationConfig,
  );
}
