import { BellOffIcon, CheckIcon } from "lucide-react";
import { toast } from "sonner";
import type { NotificationItem } from "#shared/contracts/notifications";
import { NOTIFICATION_KINDS, type NotificationKind } from "#shared/enums";
import { NOTIFICATION_KIND_LABELS } from "#shared/labels";
import { useAuth } from "#web/app/auth/auth-context";
import { useDocumentTitle } from "#web/app/use-document-title";
import { SelectFilter } from "#web/components/forms/select-filter";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { PageHeader } from "#web/layout/page-header";
import { choiceParam, flagParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { failureText } from "#web/lib/transport/failure-text";
import { useEmailChoices } from "../api/get-email-choices";
import { useNotifications } from "../api/list-notifications";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { MarkAllReadButton } from "../mark-all-read-button";
import { NotificationLink } from "../notification-link";

// The filters in the address (docs/product/shell-and-navigation.md#lists-and-the-address).
const FILTER_PARAMS = {
  kind: choiceParam(["all", ...NOTIFICATION_KINDS], "all"),
  unread: flagParam,
};

/**
 * Every notification of the signed-in person, newest first (docs/product/notifications.md#reading-and-marking),
 * narrowed by kind (only the kinds they can be told of) or to the unread ones, paged, each opening its subject.
 */
export function NotificationsPage({ addressOf }: { addressOf(item: NotificationItem): string }) {
  useDocumentTitle("Notifications");
  const { user } = useAuth();
  if (!user) return null;
  return <NotificationsList userId={user.id} addressOf={addressOf} />;
}

function NotificationsList({
  userId,
  addressOf,
}: {
  userId: string;
  addressOf(item: NotificationItem): string;
}) {
  const [{ kind, unread }, setFilters] = useAddressState(FILTER_PARAMS);
  const available = useEmailChoices(userId).data?.available ?? [];
  const filters = { ...(kind !== "all" ? { kind } : {}), ...(unread ? { unreadOnly: true } : {}) };
  const { list, ...paging } = usePagedList(useNotifications, filters, {}, userId);
  const markRead = useMarkNotificationRead(userId, {
    mutationConfig: {
      onError: (error) =>
        toast.error("Notification Not Marked", {
          description: failureText(error, "This notification could not be marked as read."),
        }),
    },
  });
  const unreadCount = list.data?.unreadCount ?? 0;
  const filtered = kind !== "all" || unread;
  // The kind in the address stays offered even if it is not among this person's, so the menu shows it.
  const kinds: NotificationKind[] =
    kind === "all" || available.includes(kind) ? available : [...available, kind];
  const open = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate({ id: item.id });
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Notifications"
        description="What changed for you, newest first. Opening one marks it as read."
        action={<MarkAllReadButton userId={userId} unreadCount={unreadCount} variant="outline" />}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <SelectFilter
          id="notification-kind-filter"
          label="Type"
          allLabel="All types"
          value={kind}
          options={kinds.map((value) => ({ value, label: NOTIFICATION_KIND_LABELS[value] }))}
          onChange={(next) => setFilters({ kind: next })}
          className="sm:w-80"
        />
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id="notification-unread-only"
            checked={unread}
            onCheckedChange={(checked) => setFilters({ unread: checked === true })}
          />
          <Label htmlFor="notification-unread-only">Unread only</Label>
        </div>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading notifications" rowClassName="h-14 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Your notifications could not be loaded." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<BellOffIcon />}
          title={filtered ? "No notifications match" : "You're all caught up"}
          description={
            filtered
              ? "Try another type, or show read ones too."
              : "When something changes for you, it shows here."
          }
        />
      ) : (
        <>
          <Card className="gap-0 p-1">
            <ul aria-label="Notifications" className="grid divide-y">
              {list.data.items.map((item) => (
                <li key={item.id} className="flex items-center gap-2 pr-2">
                  <NotificationLink item={item} to={addressOf(item)} onOpen={open} className="flex-1" />
                  {item.readAt === null ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Mark as read: ${item.message}`}
                      disabled={markRead.isPending && markRead.variables?.id === item.id}
                      onClick={() => markRead.mutate({ id: item.id })}
                    >
                      <CheckIcon aria-hidden="true" />
                      <span className="hidden sm:inline">Mark as read</span>
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </Card>
          <PaginationBar
            {...paging}
            totalCapped={list.data.totalCapped ?? false}
            noun={["notification", "notifications"]}
          />
        </>
      )}
    </div>
  );
}
