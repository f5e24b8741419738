import { TrendingDownIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type { healthDashboardOutput } from "#shared/contracts/customers";
import { formatNumber } from "#shared/format";
import { paths } from "#web/app/paths";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { HealthScore } from "../overview/health-score";

type Faller = z.output<typeof healthDashboardOutput>["fallers"][number];

const points = (count: number) => `${formatNumber(count)} ${count === 1 ? "point" : "points"}`;

/**
 * The customers whose score fell most since the same day last week, largest fall first, each opening its page
 * (docs/product/customer-success.md#health-dashboard).
 */
export function FallingCustomers({ fallers }: { fallers: readonly Faller[] }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>Fell most this week</h3>
        </CardTitle>
        <CardDescription>The largest falls in score since the same day last week.</CardDescription>
      </CardHeader>
      <CardContent>
        {fallers.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <TrendingDownIcon aria-hidden="true" className="size-4" />
            No customer's score fell this week.
          </p>
        ) : (
          <ol aria-labelledby={headingId} className="grid gap-3">
            {fallers.map((faller) => (
              <li key={faller.id} className="grid gap-3 rounded-lg border p-4">
                <Link
                  to={paths.customerSuccess.customer.to(faller.id)}
                  className="min-w-0 truncate font-semibold text-foreground underline-offset-4 hover:underline"
                >
                  {faller.name}
                </Link>
                <dl className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-x-4 gap-y-2 text-sm">
                  <div className="grid gap-0.5">
                    <dt className="text-xs text-muted-foreground">Score</dt>
                    <dd>
                      <HealthScore score={faller.healthScore} />
                    </dd>
                  </div>
                  <div className="grid gap-0.5">
                    <dt className="text-xs text-muted-foreground">Last week</dt>
                    <dd>
                      <HealthScore score={faller.weekAgoScore} />
                    </dd>
                  </div>
                  <div className="grid gap-0.5">
                    <dt className="text-xs text-muted-foreground">Drop</dt>
                    <dd className="font-medium tabular-nums">
                      {points(faller.weekAgoScore - faller.healthScore)}
                    </dd>
                  </div>
                  <div className="grid min-w-0 gap-0.5">
                    <dt className="text-xs text-muted-foreground">Owner</dt>
                    <dd className="truncate">{faller.owner?.name ?? "No owner"}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
