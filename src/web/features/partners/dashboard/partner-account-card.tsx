import type { OwnPartner } from "#shared/contracts/partners";
import { EmailText } from "#web/components/text/email-text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { tierLabel } from "#web/domain/tier-badge";
import { useTierNames } from "#web/domain/tier-names";

export function PartnerAccountCard({ partner }: { partner: OwnPartner }) {
  const names = useTierNames();
  const rows = [
    { label: "Contact", value: partner.contactName },
    { label: "Email", value: <EmailText email={partner.contactEmail} /> },
    { label: "Tier", value: tierLabel(names[partner.tier]) },
    { label: "Commission rate", value: `${partner.commissionRate}%` },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your Partner Account</h2>
        </CardTitle>
        <CardDescription>The details we hold for {partner.companyName}.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-0.5 sm:grid-cols-3">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="min-w-0 break-words font-medium sm:col-span-2">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
