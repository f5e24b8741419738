import { AwardIcon } from "lucide-react";
import type { OwnPartner } from "../../../shared/contracts/partners";
import { TierBadge } from "../../components/tier-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** The partner's tier and commission rate, from its own partner record. */
export function PartnerTierCard({ partner }: { partner: OwnPartner }) {
  return (
    <Card className="max-w-sm">
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <div className="space-y-1">
          <CardDescription>Partner Tier</CardDescription>
          <CardTitle asChild>
            <h2 className="text-2xl">
              <TierBadge tier={partner.tier} />
            </h2>
          </CardTitle>
        </div>
        <AwardIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        {partner.commissionRate}% commission rate
      </CardContent>
    </Card>
  );
}
