import { NotificationBell } from "#web/features/notifications/bell/notification-bell";
import type { Audience } from "../audience";
import { paths } from "../paths";
import { notificationAddress } from "./notification-addresses";

/**
 * The bell with this host's addresses: staff's in the shell's top bar, a partner contact's in their dashboard's
 * header (the only frames each sees).
 */
export function AppNotificationBell({ audience, className }: { audience: Audience; className?: string }) {
  return (
    <NotificationBell
      addressOf={(item) => notificationAddress(audience, item)}
      allAddress={audience === "partner" ? paths.partner.notifications : paths.notifications}
      className={className}
    />
  );
}
