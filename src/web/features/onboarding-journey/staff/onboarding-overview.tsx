import { ChevronDownIcon, RouteIcon } from "lucide-react";
import { useId } from "react";
import type { JourneySummary } from "#shared/contracts/onboarding-journey";
import { formatNumber } from "#shared/format";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { flagParam, useAddressState } from "#web/lib/address/use-address-state";
import { cn } from "#web/lib/style/cn";
import { useJourneySummary } from "../api/journey-summary";
import { daysText } from "../journey-days";
import { STALLED_PREFIX, StalledPartnersList } from "./stalled-partners-list";

const SHOWN = { shown: flagParam };

/** The mean time to first deal and over how many partners it is taken. */
function firstDealText({ averageDaysToFirstDeal, partnersWithFirstDeal }: JourneySummary): string {
  if (averageDaysToFirstDeal === null) return "No first deals yet";
  const partners = `${formatNumber(partnersWithFirstDeal)} ${partnersWithFirstDeal === 1 ? "partner" : "partners"}`;
  return `Average time to first deal: ${daysText(averageDaysToFirstDeal)} (over ${partners})`;
}

/**
 * How the active partners' onboarding stands, above the Partners tab's list: how many are in progress, stalled
 * and done, the mean time from approval to first deal, and the stalled partners, shown on request (kept in the
 * address), each opening its details.
 */
export function OnboardingOverview({
  partnerHref,
  onOpenPartner,
}: {
  partnerHref(id: string): string;
  onOpenPartner(id: string, link: HTMLElement): void;
}) {
  const headingId = useId();
  const listId = useId();
  const summary = useJourneySummary();
  const [{ shown }, setShown] = useAddressState(SHOWN, STALLED_PREFIX);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-3 sm:flex sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="flex items-center gap-2 font-semibold">
            <RouteIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            Onboarding
          </h3>
          {summary.isPending ? (
            <Skeleton
              role="status"
              aria-label="Loading the onboarding summary"
              className="h-10 w-72 max-w-full"
            />
          ) : summary.isError ? (
            <p className="text-sm text-destructive">
              Could not load the onboarding summary.{" "}
              <Button type="button" variant="link" className="h-auto p-0" onClick={() => summary.refetch()}>
                Try Again
              </Button>
            </p>
          ) : (
            <>
              <p className="text-sm font-medium tabular-nums">
                {[
                  `In progress ${formatNumber(summary.data.inProgress)}`,
                  `Stalled ${formatNumber(summary.data.stalled)}`,
                  `Done ${formatNumber(summary.data.completed)}`,
                ].join(" · ")}
              </p>
              <p className="text-sm text-muted-foreground">{firstDealText(summary.data)}</p>
              <p className="text-xs text-muted-foreground">
                A partner is stalled when no step has been done for {daysText(summary.data.stallDays)}.
              </p>
            </>
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown({ shown: !shown })}
        >
          {shown ? "Hide stalled partners" : "Show stalled partners"}
          <ChevronDownIcon aria-hidden="true" className={cn("transition-transform", shown && "rotate-180")} />
        </Button>
      </div>
      <div id={listId} hidden={!shown}>
        {shown ? <StalledPartnersList partnerHref={partnerHref} onOpenPartner={onOpenPartner} /> : null}
      </div>
    </section>
  );
}
