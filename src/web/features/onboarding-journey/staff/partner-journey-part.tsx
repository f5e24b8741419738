import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Badge } from "#web/components/ui/badge";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { usePartnerJourney } from "../api/partner-journey";
import { daysText } from "../journey-days";
import { JourneyStepMark } from "../journey-step-mark";
import { ManualStepButton } from "./manual-step-button";

/**
 * A partner's onboarding journey on its detail view, for partner managers: each step with the day it was done
 * (and who ticked a manual one), Tick and Untick on the manual steps, whether it stands still or is done, and
 * the time from approval to its first deal.
 */
export function PartnerJourneyPart({ partnerId }: { partnerId: string }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const journey = usePartnerJourney(partnerId);
  if (journey.isPending) return <ListLoading label="Loading the partner's onboarding journey" rows={1} />;
  if (journey.isError) {
    return (
      <ListLoadFailed
        message="Could not load the partner's onboarding journey."
        onRetry={() => journey.refetch()}
      />
    );
  }
  const { companyName, steps, done, total, completedAt, stalledSince, daysToFirstDeal } = journey.data;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {total === 0 ? (
          <span className="text-muted-foreground">This partner's journey has no steps.</span>
        ) : (
          <span className="font-medium">
            {done} of {total} steps done
          </span>
        )}
        {completedAt ? <Badge variant="secondary">Completed {localDate(completedAt)}</Badge> : null}
        {stalledSince ? (
          <Badge variant="destructive">Stalled: no step since {localDate(stalledSince)}</Badge>
        ) : null}
      </div>
      <p className="text-sm">
        {daysToFirstDeal === null
          ? "No deal registered yet."
          : `Time to first deal: ${daysText(daysToFirstDeal)}`}
      </p>
      {steps.length > 0 ? (
        <ol aria-label="Onboarding steps" className="grid divide-y text-sm">
          {steps.map((step) => (
            <li key={step.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
              <JourneyStepMark done={step.doneAt !== null} />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium break-words">{step.title}</span>
                <span className="text-muted-foreground">
                  {step.doneAt
                    ? `Done ${localDate(step.doneAt)}${step.doneByName ? `, ticked by ${step.doneByName}` : ""}`
                    : "Not done yet"}
                </span>
              </div>
              {step.kind === "manual" ? (
                <ManualStepButton partnerId={partnerId} companyName={companyName} step={step} />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
