import { BuildingIcon, MailIcon, PhoneIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CustomerSummary } from "#shared/contracts/customers";
import { paths } from "#web/app/paths";
import { EmailText } from "#web/components/text/email-text";
import { Button } from "#web/components/ui/button";
import { CustomerStatusBadge } from "./customer-status-badge";
import { HealthScore } from "./health-score";
import { lastContactText } from "./last-contact";

/** One customer: a card on small screens, a row with aligned columns from xl up. */
export function CustomerRow({ customer, now }: { customer: CustomerSummary; now: Date }) {
  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-card p-4 xl:flex-row xl:items-center xl:gap-6">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-foreground">{customer.name}</h3>
        <dl className="mt-1 flex flex-col gap-1 text-sm text-muted-foreground xl:flex-row xl:flex-wrap xl:gap-x-4">
          <ContactDetail label="Contact" icon={<UserIcon />} value={customer.contactName} />
          <ContactDetail
            label="Email"
            icon={<MailIcon />}
            value={customer.contactEmail ? <EmailText email={customer.contactEmail} /> : "No e-mail"}
          />
          <ContactDetail label="Phone" icon={<PhoneIcon />} value={customer.contactPhone ?? "No phone"} />
          {customer.partner ? (
            <ContactDetail label="Partner" icon={<BuildingIcon />} value={customer.partner.companyName} />
          ) : null}
        </dl>
        <p className="mt-1 text-xs text-muted-foreground">
          Owner: {customer.owner ? customer.owner.name : "No owner"}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm xl:flex xl:shrink-0 xl:items-center xl:gap-6">
        <div className="flex flex-col gap-1 xl:w-20">
          <dt className="text-xs text-muted-foreground">Health score</dt>
          <dd>
            <HealthScore score={customer.healthScore} />
          </dd>
        </div>
        <div className="flex flex-col gap-1 xl:w-20">
          <dt className="text-xs text-muted-foreground">Status</dt>
          <dd>
            <CustomerStatusBadge status={customer.status} />
          </dd>
        </div>
        <div className="flex flex-col gap-1 xl:w-28">
          <dt className="text-xs text-muted-foreground">Last contact</dt>
          <dd className="text-foreground">
            {customer.lastContactAt ? (
              <time dateTime={customer.lastContactAt.toISOString()}>
                {lastContactText(customer.lastContactAt, now)}
              </time>
            ) : (
              lastContactText(null, now)
            )}
          </dd>
        </div>
      </dl>
      <Button asChild variant="outline" size="sm" className="xl:shrink-0">
        <Link to={paths.customerSuccess.customer.to(customer.id)}>
          View Details <span className="sr-only">for {customer.name}</span>
        </Link>
      </Button>
    </li>
  );
}

/**
 * A contact line: the icon stands in for the label, which screen readers still get. A long value wraps rather
 * than being cut off, so a phone shows the whole address.
 */
function ContactDetail({ label, icon, value }: { label: string; icon: ReactNode; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-start gap-1.5 [&_svg]:size-3.5 [&_svg]:shrink-0">
        <span aria-hidden="true" className="flex h-5 items-center">
          {icon}
        </span>
        <span className="min-w-0 [overflow-wrap:anywhere]">{value}</span>
      </dd>
    </div>
  );
}
