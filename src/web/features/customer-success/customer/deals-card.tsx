import { Link } from "react-router";
import type { z } from "zod";
import type { customerDeal } from "#shared/contracts/customers";
import { DEAL_STATUSES, type DealStatus } from "#shared/enums";
import { formatAmount } from "#shared/format";
import { paths } from "#web/app/paths";
import { dealStatusLabel } from "#web/domain/deal-status-badge";
import { humanize } from "#web/lib/format/humanize";
import { localDate } from "#web/lib/format/local-time";
import { CustomerPart } from "./customer-part";

type CustomerDeal = z.output<typeof customerDeal>;

const isDealStatus = (status: string): status is DealStatus =>
  (DEAL_STATUSES as readonly string[]).includes(status);

/**
 * The partner deals registered for this customer, each linking to the deal's own page for those who may open it
 * (manage_partners).
 */
export function DealsCard({ deals, linkDeals }: { deals: readonly CustomerDeal[]; linkDeals: boolean }) {
  return (
    <CustomerPart title="Deals">
      {deals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No partner deals for this customer.</p>
      ) : (
        <ul aria-label="Deals" className="grid gap-2">
          {deals.map((deal) => (
            <li key={deal.id} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                {linkDeals ? (
                  <Link
                    to={paths.partnerPortal.deal.to(deal.id)}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {deal.companyName}
                  </Link>
                ) : (
                  <span className="font-medium">{deal.companyName}</span>
                )}
                <span className="font-semibold tabular-nums">{formatAmount(deal.dealValue)}</span>
              </div>
              <p className="text-muted-foreground">
                {isDealStatus(deal.status) ? dealStatusLabel(deal.status) : humanize(deal.status)} ·{" "}
                {deal.partnerCompanyName} · {localDate(deal.submittedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CustomerPart>
  );
}
