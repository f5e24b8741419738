import { formatPercent } from "#shared/format";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { TierBadge } from "#web/domain/tier-badge";
import { overrideLastDay } from "#web/domain/tier-dates";
import { useTierNames } from "#web/domain/tier-names";
import { TierRequirementBar } from "#web/domain/tier-requirement-bar";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { usePartnerTier } from "../api/partner-tier";
import { EndTierOverrideButton } from "./end-tier-override-button";
import { TierOverrideDialog } from "./tier-override";

/**
 * A partner's tier on its details, for partner managers (docs/product/programme.md#tiers): the tier and rate,
 * its progress to the next tier, a demotion or override pending, and the override's actions for an active
 * partner.
 */
export function PartnerTierSection({
  partnerId,
  companyName,
  active,
}: {
  partnerId: string;
  companyName: string;
  /** Only an active partner's tier can be overridden. */
  active: boolean;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const names = useTierNames();
  const progress = usePartnerTier(partnerId);
  if (progress.isPending) return <ListLoading label="Loading the tier" rows={2} rowClassName="h-8 w-full" />;
  if (progress.isError) {
    return <ListLoadFailed message="Could not load the tier." onRetry={() => progress.refetch()} />;
  }
  const { tier, commissionRate, ownCommissionRate, windowDays, next, demotion, override } = progress.data;
  return (
    <div className="grid gap-4 text-sm md:grid-cols-2 md:gap-x-6">
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <TierBadge tier={tier} />
          <span>
            Rate <span className="font-medium tabular-nums">{formatPercent(commissionRate, 2)}</span>
            {ownCommissionRate ? ", its own: it stays whatever the tier" : ""}
          </span>
        </div>
        {override ? (
          <p className="rounded-md border bg-muted/50 p-3 break-words">
            Set to {names[override.tier]} until {overrideLastDay(override.endsAt)}
            {override.reason ? `: ${override.reason}` : "."}
          </p>
        ) : null}
        {demotion ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
            Moves to {names[demotion.tier]} on {localDate(demotion.dueAt)} unless it meets {names[tier]}
            's requirements again by then.
          </p>
        ) : null}
        {active ? (
          <div className="flex flex-wrap gap-2">
            <TierOverrideDialog partnerId={partnerId} companyName={companyName} tier={tier} />
            {override ? (
              <EndTierOverrideButton partnerId={partnerId} companyName={companyName} tier={tier} />
            ) : null}
          </div>
        ) : (
          <p className="text-muted-foreground">Only an active partner's tier can be overridden.</p>
        )}
      </div>
      {next === null ? (
        <p className="text-muted-foreground">{names[tier]} is the top tier.</p>
      ) : next.requirements.length === 0 ? (
        <p className="text-muted-foreground">{names[next.tier]} asks nothing more.</p>
      ) : (
        <div className="grid content-start gap-2">
          <p className="font-medium">Progress to {names[next.tier]}</p>
          <ul aria-label={`What ${names[next.tier]} asks`} className="grid gap-3">
            {next.requirements.map((requirement) => (
              <TierRequirementBar key={requirement.key} requirement={requirement} windowDays={windowDays} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
