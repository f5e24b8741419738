import { CalendarClockIcon, TriangleAlertIcon, TrophyIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { TierProgress } from "#shared/contracts/tiers";
import type { PartnerTier } from "#shared/enums";
import { formatPercent } from "#shared/format";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { TierBadge } from "#web/domain/tier-badge";
import { overrideLastDay } from "#web/domain/tier-dates";
import { useTierNames } from "#web/domain/tier-names";
import { TierRequirementBar } from "#web/domain/tier-requirement-bar";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { cn } from "#web/lib/style/cn";
import { useTierProgress } from "./api/tier-progress";

/** A rate in percent as the programme sets it, to the cent: '12%', '12.5%'. */
const rate = (value: number) => formatPercent(value, 2);

const titleOf = (progress: TierProgress | undefined, names: Record<PartnerTier, string>) =>
  !progress ? "Your tier" : progress.next ? `Progress to ${names[progress.next.tier]}` : "Top tier reached";

/**
 * A partner's tier on its dashboards (docs/product/programme.md#progress): its tier and rate, each requirement of
 * the next tier with its progress, what that tier pays, and a demotion or override pending.
 */
export function TierProgressCard() {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const names = useTierNames();
  const progress = useTierProgress();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <TrophyIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            {titleOf(progress.data, names)}
          </h2>
        </CardTitle>
        <CardDescription>
          {progress.data && !progress.data.next
            ? `${names[progress.data.tier]} is the programme's highest tier.`
            : "Your tier is checked when you win a deal, when a member completes a course, and every night."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {progress.isPending ? (
          <ListLoading label="Loading your tier" rows={3} rowClassName="h-8" />
        ) : progress.isError ? (
          <ListLoadFailed message="Could not load your tier." onRetry={() => progress.refetch()} />
        ) : (
          <ProgressDetails progress={progress.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ProgressDetails({
  progress: { tier, commissionRate, ownCommissionRate, windowDays, next, demotion, override },
}: {
  progress: TierProgress;
}) {
  const names = useTierNames();
  const nextName = next ? names[next.tier] : "";
  const allMet = next?.requirements.every((requirement) => requirement.current >= requirement.target);
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <TierBadge tier={tier} />
        <p className="text-sm">
          Your rate: <span className="font-semibold tabular-nums">{rate(commissionRate)}</span>
        </p>
      </div>
      {ownCommissionRate ? (
        <p className="text-sm text-muted-foreground">
          This is a rate agreed with you, so it stays when your tier changes.
        </p>
      ) : null}
      {override ? (
        <Notice icon={<CalendarClockIcon />}>
          Your tier is set to {names[override.tier]} until {overrideLastDay(override.endsAt)}.
        </Notice>
      ) : null}
      {demotion ? (
        <>
          <Notice icon={<TriangleAlertIcon />} warning>
            Unless you meet {names[tier]}'s requirements by {localDate(demotion.dueAt)}, your tier moves to{" "}
            {names[demotion.tier]}.
          </Notice>
          {demotion.requirements.length > 0 ? (
            <ul aria-label={`What ${names[tier]} asks`} className="grid gap-4">
              {demotion.requirements.map((requirement) => (
                <TierRequirementBar key={requirement.key} requirement={requirement} windowDays={windowDays} />
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {next ? (
        <>
          {next.requirements.length > 0 ? (
            <ul aria-label={`What ${nextName} asks`} className="grid gap-4">
              {next.requirements.map((requirement) => (
                <TierRequirementBar key={requirement.key} requirement={requirement} windowDays={windowDays} />
              ))}
            </ul>
          ) : null}
          {allMet && !override ? (
            <p className="text-sm">
              You meet everything {nextName} asks: your tier moves up at its next check.
            </p>
          ) : null}
          {ownCommissionRate ? null : (
            <p className="text-sm">
              <span className="font-medium">{nextName}</span> unlocks {rate(next.commissionRate)} commission
              on deals you close.
            </p>
          )}
        </>
      ) : null}
    </>
  );
}

/** Something pending on the tier: amber when the tier may drop. */
function Notice({
  icon,
  warning = false,
  children,
}: {
  icon: ReactNode;
  warning?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      className={cn(
        "flex gap-2 rounded-md border p-3 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0",
        warning
          ? "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
          : "bg-muted/50",
      )}
    >
      <span aria-hidden="true">{icon}</span>
      <span>{children}</span>
    </p>
  );
}
