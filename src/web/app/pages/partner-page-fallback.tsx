import { CloudOffIcon } from "lucide-react";
import type { ReactNode } from "react";
import { MessageCard } from "#web/components/page/message-card";
import { PublicPage } from "#web/components/page/public-page";
import { Button } from "#web/components/ui/button";
import type { useOwnPartner } from "#web/features/partners/api/get-own-partner";
import { NoPartnerAccount } from "#web/features/partners/dashboard/no-partner-account";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { PageLoading } from "../page-loading";

/**
 * What a partner dashboard screen shows until the caller's partner is known: the loading page, the refusal of
 * someone without an active partner, or an outage with Try Again.
 */
export function partnerPageFallback(mine: ReturnType<typeof useOwnPartner>, outageTitle: string): ReactNode {
  if (!mine.isError) return <PageLoading />;
  if (rpcFailureOf(mine.error)?.status === 403) return <NoPartnerAccount />;
  return (
    <PublicPage className="items-center justify-center">
      <MessageCard
        icon={<CloudOffIcon />}
        tone="neutral"
        title={outageTitle}
        description="Please check your connection and try again."
      >
        <Button onClick={() => mine.refetch()}>Try Again</Button>
      </MessageCard>
    </PublicPage>
  );
}
