import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { client } from "#web/lib/transport/rpc";
import { useUnreadCount } from "./get-unread-count";
import { notificationKeys } from "./notification-keys";

/** How often the unread count is asked for while the live stream is down. */
export const POLL_EVERY_MS = 15_000;
/** The first wait before the stream is tried again; each failure in a row doubles it, up to the longest. */
export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 60_000;

/**
 * Listens to the person's live notification stream (docs/product/notifications.md#live-updates): each event
 * sets the unread count and has the lists refetched. When the stream cannot be opened or breaks, it is tried
 * again after a growing wait; meanwhile the unread count is polled, so the bell never goes stale. It stops when
 * the person signs out (no `userId`) or the component goes. Returns whether the stream is up.
 */
export function useNotificationStream(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!userId) return;
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failuresInARow = 0;

    const listen = async () => {
      try {
        const events = await client.notifications.stream(undefined, { signal: stop.signal });
        for await (const { unreadCount } of events) {
          failuresInARow = 0;
          setLive(true);
          queryClient.setQueryData(notificationKeys.unreadCount(userId), { unreadCount });
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
        }
      } catch {
        // A refused or broken stream is tried again below; a 401 has already ended the session on screen.
      }
      if (stop.signal.aborted) return;
      setLive(false);
      const wait = Math.min(FIRST_RETRY_MS * 2 ** failuresInARow, LONGEST_RETRY_MS);
      failuresInARow += 1;
      retry = setTimeout(() => void listen(), wait);
    };

    void listen();
    return () => {
      stop.abort();
      clearTimeout(retry);
      setLive(false);
    };
  }, [userId, queryClient]);

  return live;
}

/** The person's unread count kept current: by the live stream while it is up, by polling while it is not. */
export function useLiveUnreadCount(userId: string) {
  const live = useNotificationStream(userId);
  return useUnreadCount(userId, { pollEveryMs: live ? false : POLL_EVERY_MS });
}
