import { BriefcaseBusinessIcon, CloudOffIcon } from "lucide-react";
import { PageLoading } from "../../../app/page-loading";
import { useDocumentTitle } from "../../../app/use-document-title";
import { MessageCard } from "../../../components/message-card";
import { PublicPage } from "../../../components/public-page";
import { Button } from "../../../components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { rpcFailureOf } from "../../../lib/rpc-error";
import { useOwnPartner } from "../api/get-own-partner";
import { DashboardHeader } from "./dashboard-header";
import { NoPartnerAccount } from "./no-partner-account";
import { PartnerAccountCard } from "./partner-account-card";

export function PartnerDashboardPage() {
  const mine = useOwnPartner();
  useDocumentTitle("Partner Dashboard");

  if (mine.isPending) return <PageLoading />;
  if (mine.isError) {
    if (rpcFailureOf(mine.error)?.status === 403) return <NoPartnerAccount />;
    return (
      <PublicPage className="items-center justify-center">
        <MessageCard
          icon={<CloudOffIcon />}
          tone="neutral"
          title="Your dashboard could not be loaded"
          description="Please check your connection and try again."
        >
          <Button onClick={() => mine.refetch()}>Try Again</Button>
        </MessageCard>
      </PublicPage>
    );
  }

  const partner = mine.data;
  return (
    <div className="min-h-screen">
      <DashboardHeader partner={partner} />
      <main className="mx-auto grid max-w-6xl gap-6 items-start px-4 py-8 sm:px-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <span
              aria-hidden="true"
              className="mb-2 flex size-10 items-center justify-center rounded-md bg-secondary text-secondary-foreground"
            >
              <BriefcaseBusinessIcon className="size-5" />
            </span>
            <CardTitle asChild>
              <h2>Welcome, {partner.contactName}</h2>
            </CardTitle>
            <CardDescription>
              Deal registration, your deals and commission, certifications and sales resources are coming to
              this dashboard next.
            </CardDescription>
          </CardHeader>
        </Card>
        <PartnerAccountCard partner={partner} />
      </main>
    </div>
  );
}
