import type { PartnerListItem as PartnerListItemData } from "#shared/contracts/partners";
import { formatAmount, formatNumber } from "#shared/format";
import { EmailText } from "#web/components/text/email-text";
import { businessTypeLabel } from "#web/domain/business-type-labels";
import { TierBadge } from "#web/domain/tier-badge";
import { plainClick } from "#web/lib/address/plain-click";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { formatRate } from "#web/lib/format/format-rate";
import { humanize } from "#web/lib/format/humanize";
import { localDate } from "#web/lib/format/local-time";
import { EditPartnerDialog } from "./edit-partner-dialog";
import { PartnerJourneyFact } from "./partner-journey-fact";
import { PartnerStatusBadge } from "./partner-status-badge";
import { PartnerStatusSelect } from "./partner-status-select";

/**
 * One partner: its company (the way into its details), status and tier, its contact, its terms and figures,
 * and the administrator's status menu and Edit button. Stacks on phones; one row with the controls at the end
 * on wide screens.
 */
export function PartnerListItem({
  partner,
  href,
  onOpen,
}: {
  partner: PartnerListItemData;
  /** The details' own address. */
  href: string;
  /** Opens the details; the link is where the focus returns afterwards. */
  onOpen(id: string, link: HTMLElement): void;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const facts = [
    { label: "Business type", value: businessTypeLabel(partner.businessType) },
    { label: "Partner type", value: partner.partnerType ? humanize(partner.partnerType) : "—" },
    { label: "Commission rate", value: formatRate(partner.commissionRate) },
    { label: "Applied", value: localDate(partner.applicationDate) },
    { label: "Members", value: formatNumber(partner.memberCount) },
    { label: "Deals", value: formatNumber(partner.dealCount) },
    { label: "Commission earned", value: formatAmount(partner.commissionEarned) },
    { label: "Onboarding", value: <PartnerJourneyFact partner={partner} /> },
  ];
  return (
    <li className="grid gap-4 rounded-lg border bg-card p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words">
            <a
              href={href}
              className="rounded-sm underline decoration-muted-foreground/40 underline-offset-4 outline-none hover:decoration-current focus-visible:ring-2 focus-visible:ring-ring"
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                onOpen(partner.id, event.currentTarget);
              }}
            >
              {partner.companyName}
            </a>
          </h3>
          <PartnerStatusBadge status={partner.status} />
          <TierBadge tier={partner.tier} />
        </div>
        <p className="text-sm">
          {partner.contactName}{" "}
          <span className="text-muted-foreground">
            <EmailText email={partner.contactEmail} />
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 2xl:grid-cols-8">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{fact.label}</dt>
              <dd className="font-medium break-words tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid gap-2 sm:flex sm:items-end lg:flex-col lg:items-stretch">
        <PartnerStatusSelect partner={partner} />
        <EditPartnerDialog partner={partner} />
      </div>
    </li>
  );
}
