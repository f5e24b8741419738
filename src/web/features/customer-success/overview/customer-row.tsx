import { MailIcon, PhoneIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import type { Customer } from "../customer-success-sample-data";
import { CustomerStatusBadge } from "./customer-status-badge";
import { HealthScore } from "./health-score";

/** One customer: a card on small screens, a row with aligned columns from xl up. */
export function CustomerRow({ customer }: { customer: Customer }) {
  const viewDetails = () =>
    toast("Coming soon", {
      description: `Details for ${customer.name} will open here once the CRM connection is live.`,
    });

  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-card p-4 xl:flex-row xl:items-center xl:gap-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-foreground">{customer.name}</h3>
          {customer.onboardingStatus === "in_progress" ? (
            <Badge variant="outline" className="border-blue-200 bg-blue-50 text-blue-800">
              Onboarding
            </Badge>
          ) : null}
        </div>
        <dl className="mt-1 flex flex-col gap-1 text-sm text-muted-foreground xl:flex-row xl:flex-wrap xl:gap-x-4">
          <ContactDetail label="Contact" icon={<UserIcon />} value={customer.contact} />
          <ContactDetail label="Email" icon={<MailIcon />} value={customer.email} />
          <ContactDetail label="Phone" icon={<PhoneIcon />} value={customer.phone} />
        </dl>
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
          <dd className="text-foreground">{customer.lastContact}</dd>
        </div>
      </dl>
      <Button variant="outline" size="sm" className="xl:shrink-0" onClick={viewDetails}>
        View Details <span className="sr-only">for {customer.name}</span>
      </Button>
    </li>
  );
}

/** A contact line: the icon stands in for the label, which screen readers still get. */
function ContactDetail({ label, icon, value }: { label: string; icon: ReactNode; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1.5 [&_svg]:size-3.5 [&_svg]:shrink-0">
        <span aria-hidden="true" className="flex">
          {icon}
        </span>
        <span className="truncate">{value}</span>
      </dd>
    </div>
  );
}
