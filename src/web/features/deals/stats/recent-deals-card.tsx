import { BriefcaseBusinessIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatAmount } from "#shared/format";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { DealStatusBadge, type DealStatusWording } from "#web/domain/deal-status-badge";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { useDeals } from "../api/get-deals";

/** How many deals a dashboard shows (docs/product/deals.md#recent-deals). */
export const RECENT_DEALS_LIMIT = 5;

/** The partner's latest deals, newest first, each a link to its page, with a way to all of them. */
export function RecentDealsCard({
  wording,
  dealHref,
  allDeals,
}: {
  wording: DealStatusWording;
  /** A deal's own page on this screen's side of the portal. */
  dealHref(dealId: string): string;
  allDeals: ReactNode;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const recent = useDeals({ page: 1, pageSize: RECENT_DEALS_LIMIT });
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1">
          <CardTitle asChild>
            <h2>Recent Deals</h2>
          </CardTitle>
          <CardDescription>Your latest registrations and where they stand.</CardDescription>
        </div>
        {allDeals}
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <ListLoading label="Loading recent deals" rows={2} rowClassName="h-12" />
        ) : recent.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load deals.
          </p>
        ) : recent.data.items.length === 0 ? (
          <EmptyState
            icon={<BriefcaseBusinessIcon />}
            title="No deals submitted yet"
            description="Register your first deal to see it here."
          />
        ) : (
          <ul aria-label="Recent deals" className="divide-y">
            {recent.data.items.map((deal) => (
              <li key={deal.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <Link
                    to={dealHref(deal.id)}
                    className="block font-medium break-words underline-offset-2 hover:underline"
                  >
                    {deal.companyName}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {formatAmount(deal.dealValue)} · {localDate(deal.submittedAt)}
                  </p>
                </div>
                <DealStatusBadge status={deal.status} wording={wording} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
