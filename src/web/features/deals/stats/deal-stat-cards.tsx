import { formatAmount, formatNumber } from "#shared/format";
import { type Stat, StatCard, StatGrid } from "#web/components/lists/stat-grid";
import { Skeleton } from "#web/components/ui/skeleton";
import { useDealStats } from "../api/get-deal-stats";

/**
 * A partner's headline figures. The partner portal screen counts only submitted deals as pending review and
 * shows the tier as its fourth card; the separate partner dashboard counts submitted and in-review deals as
 * pending and shows the courses completed (docs/product/deals.md#stat-cards).
 */
export function DealStatCards({ variant, tier }: { variant: "portal" | "dashboard"; tier?: Stat }) {
  const stats = useDealStats();
  if (stats.isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        role="status"
        aria-label="Loading your figures"
      >
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your figures could not be loaded. Please reload the page to try again.
      </p>
    );
  }
  const { totalDeals, byStatus, commission, coursesCompleted } = stats.data;
  const cards: Stat[] =
    variant === "portal"
      ? [
          {
            label: "Total Deals",
            value: formatNumber(totalDeals),
            note: `${formatNumber(byStatus.submitted)} pending review`,
          },
          { label: "Total Commission", value: formatAmount(commission.total), note: "Earned to date" },
          { label: "Certifications", value: formatNumber(coursesCompleted), note: "Courses completed" },
          ...(tier ? [tier] : []),
        ]
      : [
          {
            label: "Total Deals",
            value: formatNumber(totalDeals),
            note: `${formatNumber(byStatus.closed_won)} closed won`,
          },
          {
            label: "Total Commission",
            value: formatAmount(commission.total),
            note: `${formatAmount(commission.paid)} paid, ${formatAmount(commission.pending)} pending`,
          },
          {
            label: "Pending Deals",
            value: formatNumber(byStatus.submitted + byStatus.in_review),
            note: "Submitted or under review",
          },
          {
            label: "Courses Completed",
            value: formatNumber(coursesCompleted),
            note: "Certifications earned",
          },
        ];
  return (
    <StatGrid>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </StatGrid>
  );
}
