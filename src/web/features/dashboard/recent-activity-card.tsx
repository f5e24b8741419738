import { BellIcon, HistoryIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { ActivityItem } from "#shared/contracts/dashboard";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { auditActionName, auditActorName } from "#web/domain/audit-entry-text";
import { localDate, localTime } from "#web/lib/format/local-time";
import { relativeTime } from "#web/lib/format/relative-time";
import { cn } from "#web/lib/style/cn";
import { activityStatusOf, activityStatusStyle } from "./activity-status";

/** Recent Activity's events: loading, failed, or those the person may see (none is an empty list). */
export type RecentActivity = "loading" | "failed" | readonly ActivityItem[];

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** What a row says, and when it happened. */
interface ActivityWords {
  id: string;
  text: string;
  byline?: string;
  at: Date;
}

/** An audit entry's action, subject and who made it; a notification's sentence. */
function wordsOf(item: ActivityItem): ActivityWords {
  if (item.source === "notification") {
    const { id, message, createdAt } = item.notification;
    return { id, text: message, at: createdAt };
  }
  const { entry } = item;
  return {
    id: entry.id,
    text: entry.subject
      ? `${auditActionName(entry.action)}: ${entry.subject.label}`
      : auditActionName(entry.action),
    byline: `By ${auditActorName(entry)}`,
    at: entry.createdAt,
  };
}

function ActivityRow({
  item,
  words: { text, byline, at },
  href,
}: {
  item: ActivityItem;
  words: ActivityWords;
  href: string | undefined;
}) {
  const status = activityStatusOf(item);
  const Icon = item.source === "audit" ? HistoryIcon : BellIcon;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium break-words">
            {href ? (
              <Link
                to={href}
                className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {text}
              </Link>
            ) : (
              text
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            {byline ? `${byline} · ` : null}
            <time dateTime={at.toISOString()} title={`${localDate(at)}, ${localTime(at)}`}>
              {relativeTime(at)}
            </time>
          </p>
        </div>
        <Badge className={cn("border-transparent", activityStatusStyle(status))}>{statusLabel(status)}</Badge>
      </div>
    </li>
  );
}

export function RecentActivityCard({
  activity,
  addressOf,
  onRetry,
  className,
}: {
  activity: RecentActivity;
  /** Where an event's subject opens, if it has a page. */
  addressOf(item: ActivityItem): string | undefined;
  onRetry(): void;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2 id={titleId}>Recent Activity</h2>
          </CardTitle>
          <CardDescription>The latest changes and notifications you can see.</CardDescription>
        </CardHeader>
        <CardContent>
          {activity === "loading" ? (
            <ListLoading label="Loading recent activity" rows={4} rowClassName="h-10 w-full" />
          ) : activity === "failed" ? (
            <ListLoadFailed message="Recent activity could not be loaded." onRetry={onRetry} />
          ) : activity.length === 0 ? (
            <p className="text-sm text-muted-foreground">No recent activity to show yet.</p>
          ) : (
            <ul className="divide-y">
              {activity.map((item) => {
                const words = wordsOf(item);
                return (
                  <ActivityRow
                    key={`${item.source}-${words.id}`}
                    item={item}
                    words={words}
                    href={addressOf(item)}
                  />
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
