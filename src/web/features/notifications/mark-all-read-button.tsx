import { CheckCheckIcon } from "lucide-react";
import { toast } from "sonner";
import { BusyButton } from "#web/components/ui/busy-button";
import { failureText } from "#web/lib/transport/failure-text";
import { useMarkAllNotificationsRead } from "./api/mark-all-notifications-read";

/** Mark all as read, in the bell's panel and on the full page; idle while nothing is unread. */
export function MarkAllReadButton({
  userId,
  unreadCount,
  variant,
  size,
}: {
  userId: string;
  unreadCount: number;
  variant: "ghost" | "outline";
  size?: "sm";
}) {
  const markAll = useMarkAllNotificationsRead(userId, {
    mutationConfig: {
      onError: (error) =>
        toast.error("Notifications Not Marked", {
          description: failureText(error, "Your notifications could not be marked as read."),
        }),
    },
  });
  return (
    <BusyButton
      type="button"
      variant={variant}
      size={size}
      busy={markAll.isPending}
      busyLabel="Marking"
      icon={<CheckCheckIcon aria-hidden="true" />}
      disabled={unreadCount === 0}
      onClick={() => markAll.mutate()}
    >
      Mark all as read
    </BusyButton>
  );
}
