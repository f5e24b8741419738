import { useParams } from "react-router";
import { CourseView } from "#web/features/learning/course/course-view";
import { useOwnPartner } from "#web/features/partners/api/get-own-partner";
import { DashboardHeader } from "#web/features/partners/dashboard/dashboard-header";
import { AppNotificationBell } from "../notifications/app-notification-bell";
import { partnerDashboardTabAddress } from "./partner-dashboard-tabs";
import { partnerPageFallback } from "./partner-page-fallback";

const LEARNING_TAB = partnerDashboardTabAddress("learning");

/**
 * A course taken from the partner dashboard's Learning tab (docs/product/learning.md#partner-learning), under
 * the dashboard's header, with its links back to that tab. The course view titles the document.
 */
export function PartnerCoursePage() {
  const { courseId = "" } = useParams();
  const mine = useOwnPartner();

  if (!mine.isSuccess) return partnerPageFallback(mine, "This course could not be loaded");

  return (
    <div className="min-h-screen">
      <DashboardHeader partner={mine.data} bell={<AppNotificationBell audience="partner" />} titled={false} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <CourseView
          key={courseId}
          courseId={courseId}
          backTo={LEARNING_TAB}
          backLabel="Back to Dashboard"
          certificationsTo={LEARNING_TAB}
        />
      </main>
    </div>
  );
}
