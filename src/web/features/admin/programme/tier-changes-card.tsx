import { Link } from "react-router";
import type { z } from "zod";
import type { tiersOutput } from "#shared/contracts/tiers";
import type { PartnerTier } from "#shared/enums";
import { paths } from "#web/app/paths";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { overrideLastDay } from "#web/domain/tier-dates";
import { useTierNames } from "#web/domain/tier-names";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { useProgrammeTiers } from "../api/programme-tiers";

type ComingChange = z.output<typeof tiersOutput>["coming"][number];

/** What is coming for the partner: "Gold → Silver on Jan 12, 2027", "Override to Gold ends Jan 12, 2027". */
function changeText({ kind, from, to, at }: ComingChange, names: Record<PartnerTier, string>): string {
  if (kind === "override_ends") return `Override to ${names[from]} ends ${overrideLastDay(at)}`;
  return `${names[from]} → ${to ? names[to] : "a lower tier"} on ${localDate(at)}`;
}

/**
 * Admin Settings, Programme: the tier changes coming (docs/product/programme.md#tiers), soonest first: demotions
 * partners were warned of, unless they qualify again first, and overrides ending. Each partner opens its details.
 */
export function TierChangesCard() {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const tiers = useProgrammeTiers();
  const names = useTierNames();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Tier changes coming</h2>
        </CardTitle>
        <CardDescription>
          Demotions partners were warned of, unless they meet their tier again first, and overrides ending.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tiers.isPending ? (
          <ListLoading label="Loading the tier changes coming" rows={2} rowClassName="h-10 w-full" />
        ) : tiers.isError ? (
          <ListLoadFailed message="Could not load the tier changes." onRetry={() => tiers.refetch()} />
        ) : tiers.data.coming.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tier changes are coming.</p>
        ) : (
          <ul aria-label="Tier changes coming" className="grid divide-y text-sm">
            {tiers.data.coming.map((change) => (
              <li
                key={`${change.partnerId}-${change.kind}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
              >
                <Link
                  to={paths.partnerPortal.partner.to(change.partnerId)}
                  className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline"
                >
                  {change.companyName}
                </Link>
                <span className="text-muted-foreground">{changeText(change, names)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
