import type { z } from "zod";
import type { markNotificationReadInput } from "#shared/contracts/notifications";
import type { MutationConfig } from "#web/lib/queries/react-query";
import { useWriteThroughMutation } from "#web/lib/queries/use-write-through-mutation";
import { client } from "#web/lib/transport/rpc";
import { notificationKeys } from "./notification-keys";

export const markNotificationRead = (input: z.input<typeof markNotificationReadInput>) =>
  client.notifications.markRead(input);

/** Marks one notification read: the bell shows the count it answers at once, and the lists are refetched. */
export function useMarkNotificationRead(
  userId: string,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof markNotificationRead> } = {},
) {
  return useWriteThroughMutation(
    markNotificationRead,
    { writes: notificationKeys.unreadCount(userId), invalidates: () => [notificationKeys.lists(userId)] },
    mutationConfig,
  );
}
