import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { markNotificationReadInput } from "#shared/contracts/notifications";
import type { MutationConfig } from "#web/lib/react-query";
import { client } from "#web/lib/rpc";
import { useInvalidatingMutation } from "#web/lib/use-invalidating-mutation";
import { notificationKeys } from "./notification-keys";

export const markNotificationRead = (input: z.input<typeof markNotificationReadInput>) =>
  client.notifications.markRead(input);

/** Marks one notification read: the bell shows the count it answers at once, and the lists are refetched. */
export function useMarkNotificationRead(
  userId: string,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof markNotificationRead> } = {},
) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(markNotificationRead, () => [notificationKeys.lists(userId)], {
    ...mutationConfig,
    onSuccess: (marked, ...rest) => {
      queryClient.setQueryData(notificationKeys.unreadCount(userId), marked);
      return mutationConfig?.onSuccess?.(marked, ...rest);
    },
  });
}
