import type { MutationConfig } from "#web/lib/queries/react-query";
import { useWriteThroughMutation } from "#web/lib/queries/use-write-through-mutation";
import { client } from "#web/lib/transport/rpc";
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
