import { formatAmount } from "#shared/format";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { calendarDate, localDate } from "#web/lib/format/local-time";
import type { DealSummary } from "./deal-summary";

/**
 * A deal's figures as a compact description list: value, contact, dates, who registered it (a member of the
 * partner, or staff on its behalf), and for staff the partner.
 */
export function DealFacts({ deal, showPartner }: { deal: DealSummary; showPartner: boolean }) {
  // Moments fall on the day of the person's chosen zone; the expected close is a calendar day, shown as is.
  useDisplayPreferences();
  const facts = [
    ...(showPartner
      ? [{ label: "Partner", value: `${deal.partnerCompanyName} (${deal.partnerContactName})` }]
      : []),
    { label: "Contact", value: deal.contactPerson },
    { label: "Value", value: formatAmount(deal.dealValue) },
    { label: "Submitted", value: localDate(deal.submittedAt) },
    ...(deal.submittedByName ? [{ label: "Submitted by", value: deal.submittedByName }] : []),
    ...(deal.expectedCloseDate
      ? [{ label: "Expected close", value: calendarDate(deal.expectedCloseDate) }]
      : []),
    ...(deal.reviewedAt ? [{ label: "Reviewed", value: localDate(deal.reviewedAt) }] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-5">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{fact.label}</dt>
          <dd className="break-words font-medium tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
