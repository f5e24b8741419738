import { BellIcon, BellOffIcon, ChevronDownIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { NotificationItem } from "#shared/contracts/notifications";
import { useAuth } from "#web/app/auth/auth-context";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "#web/components/ui/popover";
import { useNotificationFeed } from "../api/list-notifications";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { useLiveUnreadCount } from "../api/watch-notifications";
import { MarkAllReadButton } from "../mark-all-read-button";
import { NotificationLink } from "../notification-link";
import { bellLabel, unreadBadgeText } from "../unread-count-text";

export interface NotificationBellProps {
  /** Where a notification opens on this host, for this person. */
  addressOf(item: NotificationItem): string;
  /** The full page of notifications on this host. */
  allAddress: string;
  className?: string;
}

/**
 * The bell of the top bar and the partner dashboard's header (docs/product/notifications.md): the unread count
 * kept live, and a panel with the newest notifications, more on request. Opening one marks it read; closing
 * the panel returns focus to the bell.
 */
export function NotificationBell(props: NotificationBellProps) {
  const { user } = useAuth();
  if (!user) return null;
  return <SignedInBell userId={user.id} {...props} />;
}

function SignedInBell({
  userId,
  addressOf,
  allAddress,
  className,
}: NotificationBellProps & { userId: string }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const unread = useLiveUnreadCount(userId).data?.unreadCount ?? 0;
  const feed = useNotificationFeed(userId, { enabled: open });
  const markRead = useMarkNotificationRead(userId);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  const openItem = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate({ id: item.id });
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      {/* The badge sits beside the button, not in it: its "9+" is no part of the button's name, which says the
          exact count (a visible text outside the name would be a mismatch to speech input). */}
      <span className="relative inline-flex">
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={bellLabel(unread)}
            className={className}
          >
            <BellIcon aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums"
          >
            {unreadBadgeText(unread)}
          </span>
        ) : null}
      </span>
      <PopoverContent
        align="end"
        aria-labelledby={headingId}
        className="flex max-h-[min(32rem,calc(100svh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
      >
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 id={headingId} className="text-sm font-semibold">
            Notifications
          </h2>
          <MarkAllReadButton userId={userId} unreadCount={unread} variant="ghost" size="sm" />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-1">
          {feed.isPending ? (
            <ListLoading label="Loading notifications" rows={3} rowClassName="h-12 w-full" className="p-2" />
          ) : feed.isError ? (
            <div className="p-2">
              <ListLoadFailed
                message="Your notifications could not be loaded."
                onRetry={() => feed.refetch()}
              />
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <BellOffIcon aria-hidden="true" className="size-6 text-muted-foreground" />
              <p className="text-sm font-medium">You're all caught up</p>
              <p className="text-xs text-muted-foreground">New notifications will show here.</p>
            </div>
          ) : (
            <>
              <ul aria-labelledby={headingId} className="grid">
                {items.map((item) => (
                  <li key={item.id}>
                    <NotificationLink item={item} to={addressOf(item)} onOpen={openItem} />
                  </li>
                ))}
              </ul>
              {feed.hasNextPage ? (
                <div className="flex justify-center p-1">
                  <BusyButton
                    type="button"
                    variant="ghost"
                    size="sm"
                    busy={feed.isFetchingNextPage}
                    busyLabel="Loading"
                    icon={<ChevronDownIcon aria-hidden="true" />}
                    onClick={() => void feed.fetchNextPage()}
                  >
                    Load more
                  </BusyButton>
                </div>
              ) : null}
            </>
          )}
        </div>
        <div className="border-t p-1">
          <Button asChild variant="ghost" size="sm" className="w-full">
            <Link to={allAddress} onClick={() => setOpen(false)}>
              View all notifications
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
