import { RouteIcon } from "lucide-react";
import { useId } from "react";
import { ListLoadFailed } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Progress } from "#web/components/ui/progress";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { cn } from "#web/lib/style/cn";
import { useMyJourney } from "../api/partner-journey";
import { JourneyStepMark } from "../journey-step-mark";
import { type JourneyAddresses, NextStepAction } from "./next-step-action";

/**
 * The partner's onboarding journey on its dashboard while steps are left: how many are done, each step in order
 * with the day it was done, and the next one with the way to do it. Nothing once the journey is done, when its
 * template has no steps, or while it loads.
 */
export function JourneyCard({ isAdmin, addresses }: { isAdmin: boolean; addresses: JourneyAddresses }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const headingId = useId();
  const progressId = useId();
  const journey = useMyJourney();
  if (journey.isPending) return null;
  // By the steps, not `completedAt`: the kept figures may lag a moment behind the last step done.
  if (journey.isSuccess && (journey.data.total === 0 || journey.data.nextStepId === null)) return null;
  const heading = (
    <CardTitle asChild>
      <h2 id={headingId} className="flex items-center gap-2">
        <RouteIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        Your onboarding journey
      </h2>
    </CardTitle>
  );
  if (journey.isError) {
    return (
      <Card aria-labelledby={headingId} role="region">
        <CardHeader>{heading}</CardHeader>
        <CardContent>
          <ListLoadFailed
            message="Could not load your onboarding journey."
            onRetry={() => journey.refetch()}
          />
        </CardContent>
      </Card>
    );
  }
  const { steps, done, total, nextStepId } = journey.data;
  const doneText = `${done} of ${total} steps done`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        {heading}
        <CardDescription>The steps from joining the programme to your first deal.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p id={progressId} className="text-sm font-medium">
            {doneText}
          </p>
          <Progress
            value={(done / total) * 100}
            aria-labelledby={progressId}
            getValueLabel={() => doneText}
          />
        </div>
        <ol aria-label="Onboarding steps" className="grid gap-2 md:grid-cols-2">
          {steps.map((step) => {
            const next = step.id === nextStepId;
            return (
              <li
                key={step.id}
                aria-current={next ? "step" : undefined}
                className={cn(
                  "flex min-w-0 items-start gap-3 rounded-lg border p-3",
                  next && "border-primary bg-primary/5",
                )}
              >
                <JourneyStepMark done={step.doneAt !== null} className="mt-0.5" />
                <div className="grid min-w-0 gap-1">
                  <p className={cn("text-sm break-words", next ? "font-semibold" : "font-medium")}>
                    {next ? <span className="sr-only">Next step: </span> : null}
                    {step.title}
                  </p>
                  {step.doneAt ? (
                    <p className="text-xs text-muted-foreground">Done {localDate(step.doneAt)}</p>
                  ) : next ? (
                    <div className="grid gap-2 pt-1">
                      <NextStepAction step={step} isAdmin={isAdmin} addresses={addresses} />
                    </div>
                  ) : (
                    <p className="text-xs text-muted-foreground">To do</p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
