import type { ReactNode } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type { getCustomerOutput } from "#shared/contracts/customers";
import { formatAmount } from "#shared/format";
import { CUSTOMER_SOURCE_LABELS } from "#shared/labels";
import { paths } from "#web/app/paths";
import { EmailText } from "#web/components/text/email-text";
import { calendarDate } from "#web/lib/format/local-time";
import { CustomerPart } from "./customer-part";

type CustomerDetail = z.output<typeof getCustomerOutput>["customer"];

const linkClass = "font-medium text-primary underline-offset-2 hover:underline";

/**
 * Who to talk to and who looks after the customer: the main contact, the owner, the partner and the contract.
 * The partner links to its page for those who may open it (manage_partners).
 */
export function ContactsCard({ customer, linkPartner }: { customer: CustomerDetail; linkPartner: boolean }) {
  return (
    <CustomerPart title="Contacts">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact label="Main contact">{customer.contactName}</Fact>
        <Fact label="E-mail">
          {customer.contactEmail ? (
            <a href={`mailto:${customer.contactEmail}`} className={linkClass}>
              <EmailText email={customer.contactEmail} />
            </a>
          ) : (
            <Missing>No e-mail</Missing>
          )}
        </Fact>
        <Fact label="Phone">
          {customer.contactPhone ? (
            <a href={`tel:${customer.contactPhone.replaceAll(" ", "")}`} className={linkClass}>
              {customer.contactPhone}
            </a>
          ) : (
            <Missing>No phone</Missing>
          )}
        </Fact>
        <Fact label="Owner">{customer.owner ? customer.owner.name : <Missing>No owner</Missing>}</Fact>
        <Fact label="Partner">
          {customer.partner && !linkPartner ? (
            customer.partner.companyName
          ) : customer.partner ? (
            <Link to={paths.partnerPortal.partner.to(customer.partner.id)} className={linkClass}>
              {customer.partner.companyName}
            </Link>
          ) : (
            <Missing>No partner</Missing>
          )}
        </Fact>
        <Fact label="Source">{CUSTOMER_SOURCE_LABELS[customer.source]}</Fact>
        <Fact label="Contract value">{formatAmount(customer.contractValue)}</Fact>
        <Fact label="Start date">{calendarDate(customer.startDate)}</Fact>
        <Fact label="Renewal date">
          {customer.renewalDate ? calendarDate(customer.renewalDate) : <Missing>No renewal date</Missing>}
        </Fact>
      </dl>
    </CustomerPart>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}
