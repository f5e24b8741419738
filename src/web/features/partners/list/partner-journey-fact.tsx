import type { PartnerListItem } from "#shared/contracts/partners";
import { Badge } from "#web/components/ui/badge";
import { localDate } from "#web/lib/format/local-time";

/** How far a partner's onboarding journey is: Done, steps done of all (with Stalled), or a dash for none. */
export function PartnerJourneyFact({ partner }: { partner: PartnerListItem }) {
  if (partner.journeyTotal === 0) return "—";
  if (partner.journeyCompletedAt) return "Done";
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>
        {partner.journeyDone}/{partner.journeyTotal}
      </span>
      {partner.journeyStalledSince ? (
        <Badge variant="destructive" title={`Stalled since ${localDate(partner.journeyStalledSince)}`}>
          Stalled
        </Badge>
      ) : null}
    </span>
  );
}
