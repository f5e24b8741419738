import { CloudOffIcon } from "lucide-react";
import { useParams } from "react-router";
import { MessageCard } from "#web/components/message-card";
import { PublicPage } from "#web/components/public-page";
import { Button } from "#web/components/ui/button";
import { CourseView } from "#web/features/learning/course/course-view";
import { useOwnPartner } from "#web/features/partners/api/get-own-partner";
import { DashboardHeader } from "#web/features/partners/dashboard/dashboard-header";
import { NoPartnerAccount } from "#web/features/partners/dashboard/no-partner-account";
import { rpcFailureOf } from "#web/lib/rpc-error";
import { PageLoading } from "../page-loading";
import { partnerDashboardTabAddress } from "./partner-dashboard-tabs";

const LEARNING_TAB = partnerDashboardTabAddress("learning");

/**
 * A course taken from the partner dashboard's Learning tab (docs/product/learning.md#partner-learning), under
 * the dashboard's header, with its links back to that tab. The course view titles the document.
 */
export function PartnerCoursePage() {
  const { courseId = "" } = useParams();
  const mine = useOwnPartner();

  if (mine.isPending) return <PageLoading />;
  if (mine.isError) {
    if (rpcFailureOf(mine.error)?.status === 403) return <NoPartnerAccount />;
    return (
      <PublicPage className="items-center justify-center">
        <MessageCard
          icon={<CloudOffIcon />}
          tone="neutral"
          title="This course could not be loaded"
          description="Please check your connection and try again."
        >
          <Button onClick={() => mine.refetch()}>Try Again</Button>
        </MessageCard>
      </PublicPage>
    );
  }

  return (
    <div className="min-h-screen">
      <DashboardHeader partner={mine.data} />
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
