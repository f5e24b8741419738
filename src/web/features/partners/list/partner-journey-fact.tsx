import type { PartnerListItem } from "#shared/contracts/partners";
import { Badge } from "#web/components/ui/badge";
import { localDate } from "#web/lib/format/local-time";

/**
 * How far a partner's onboarding journey is: Done, steps done of all (with Stalled and the day it last moved),
 * or a dash for none.
 */
export function PartnerJourneyFact({ partner }: { partner: PartnerListItem }) {
  if (partner.journeyTotal === 0) return "—";
  if (partner.journeyCompletedAt) return "Done";
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>
        {partner.journeyDone}/{partner.journeyTotal}
      </span>
      {partner.journeyStalledSince ? (
        <>
          <Badge variant="destructive">
            Stalled<span className="sr-only">{": "}</span>
          </Badge>
          <span className="text-xs font-normal text-muted-foreground">
            no step since {localDate(partner.journeyStalledSince)}
          </span>
        </>
      ) : null}
    </span>
  );
}
