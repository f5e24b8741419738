import { Link } from "react-router";
import type { NotificationItem } from "#shared/contracts/notifications";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { cn } from "#web/lib/style/cn";

/**
 * One notification as a link to its subject: an unread dot (named for screen readers), its sentence and when it
 * happened in the person's zone and date format. Following it is the caller's cue to mark it read.
 */
export function NotificationLink({
  item,
  to,
  onOpen,
  className,
}: {
  item: NotificationItem;
  to: string;
  onOpen(item: NotificationItem): void;
  className?: string;
}) {
  const unread = item.readAt === null;
  return (
    <Link
      to={to}
      onClick={() => onOpen(item)}
      className={cn(
        "flex min-w-0 items-start gap-3 rounded-md px-3 py-2.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <span aria-hidden="true" className="mt-1.5 flex size-2 shrink-0">
        {unread ? <span className="size-2 rounded-full bg-primary" /> : null}
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className={cn("break-words", unread ? "font-medium text-foreground" : "text-muted-foreground")}>
          {unread ? <span className="sr-only">Unread:</span> : null} {item.message}
        </span>{" "}
        <LocalDateTime date={item.createdAt} className="text-xs text-muted-foreground" />
      </span>
    </Link>
  );
}
