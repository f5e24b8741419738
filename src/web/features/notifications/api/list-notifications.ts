import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ListNotificationsInput } from "#shared/contracts/notifications";
import { client } from "#web/lib/transport/rpc";
import { notificationKeys } from "./notification-keys";

export const listNotifications = (input: ListNotificationsInput) => client.notifications.list(input);

/** One page of the person's notifications, newest first; the page on screen stays while the next loads. */
export function useNotifications(input: ListNotificationsInput, userId: string) {
  return useQuery({
    queryKey: notificationKeys.list(userId, input),
    queryFn: () => listNotifications(input),
    placeholderData: keepPreviousData,
  });
}

/** How many the bell's list shows at first, and adds with each Load more. */
export const FEED_PAGE_SIZE = 10;

/** The bell's list: the newest notifications, ten more each time the person asks (only while it is open). */
export function useNotificationFeed(userId: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: notificationKeys.feed(userId),
    queryFn: ({ pageParam }) => listNotifications({ page: pageParam, pageSize: FEED_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * FEED_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled,
  });
}
