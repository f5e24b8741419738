import { DashboardPage } from "#web/features/dashboard/dashboard-page";
import { activityAddress } from "./activity-addresses";

/** The staff dashboard, its events opening where the app keeps their subjects. */
export function StaffDashboardPage() {
  return <DashboardPage addressOf={activityAddress} />;
}
