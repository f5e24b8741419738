import { useQuery } from "@tanstack/react-query";
import { client } from "#web/lib/transport/rpc";
import { notificationKeys } from "./notification-keys";

export const getUnreadCount = () => client.notifications.unreadCount();

/**
 * How many of the person's notifications are unread. While the live stream is down it is asked again every
 * `pollEveryMs` (docs/product/notifications.md#live-updates); while the stream is up, the stream sets it.
 */
export function useUnreadCount(userId: string, { pollEveryMs }: { pollEveryMs: number | false }) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: getUnreadCount,
    refetchInterval: pollEveryMs,
  });
}
