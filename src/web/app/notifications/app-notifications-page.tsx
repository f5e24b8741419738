import { NotificationsPage } from "#web/features/notifications/list/notifications-page";
import { PartnerSettingsFrame } from "#web/features/settings/settings-frame";
import { notificationAddress } from "./notification-addresses";

/** Staff's full page of notifications, in the shell. */
export function StaffNotificationsPage() {
  return <NotificationsPage addressOf={(item) => notificationAddress("staff", item)} />;
}

/** A partner's contact's full page, framed with the way back to their dashboard, as their settings are. */
export function PartnerNotificationsPage() {
  return (
    <PartnerSettingsFrame>
      <NotificationsPage addressOf={(item) => notificationAddress("partner", item)} />
    </PartnerSettingsFrame>
  );
}
