import { useQueryClient } from "@tanstack/react-query";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";
import { notificationKeys } from "./notification-keys";

export const markAllNotificationsRead = () => client.notifications.markAllRead();

/** Marks every notification of the person read; the count it answers shows at once, the lists are refetched. */
export function useMarkAllNotificationsRead(
  userId: string,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof markAllNotificationsRead> } = {},
) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(markAllNotificationsRead, () => [notificationKeys.lists(userId)], {
    ...mutationConfig,
    onSuccess: (marked, ...rest) => {
      queryClient.setQueryData(notificationKeys.unreadCount(userId), marked);
      return mutationConfig?.onSuccess?.(marked, ...rest);
    },
  });
}
