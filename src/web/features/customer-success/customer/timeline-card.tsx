import { MailIcon, PhoneIcon, UsersIcon } from "lucide-react";
import type { z } from "zod";
import type { contactLogEntry } from "#shared/contracts/customers";
import type { CustomerContactKind } from "#shared/enums";
import { CUSTOMER_CONTACT_KIND_LABELS } from "#shared/labels";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { LogContactDialog } from "../log-contact/log-contact-dialog";
import { CustomerPart } from "./customer-part";

type ContactLogEntry = z.output<typeof contactLogEntry>;

const KIND_ICONS: Record<CustomerContactKind, typeof PhoneIcon> = {
  call: PhoneIcon,
  meeting: UsersIcon,
  email: MailIcon,
};

/** The contacts logged with the customer, newest first; holders of manage_customers log another. */
export function TimelineCard({
  customerId,
  customerName,
  timeline,
  canLog,
}: {
  customerId: string;
  customerName: string;
  timeline: readonly ContactLogEntry[];
  canLog: boolean;
}) {
  return (
    <CustomerPart
      title="Timeline"
      action={canLog ? <LogContactDialog customerId={customerId} customerName={customerName} /> : null}
    >
      {timeline.length === 0 ? (
        <p className="text-sm text-muted-foreground">No contacts logged yet.</p>
      ) : (
        <ol aria-label="Contacts" className="grid gap-0">
          {timeline.map((entry) => {
            const Icon = KIND_ICONS[entry.kind];
            return (
              <li
                key={entry.id}
                className="relative grid gap-1 border-l-2 border-border pb-4 pl-5 last:border-transparent last:pb-0"
              >
                <span
                  aria-hidden="true"
                  className="absolute top-0 -left-[11px] flex size-5 items-center justify-center rounded-full bg-secondary text-muted-foreground ring-2 ring-card [&_svg]:size-3"
                >
                  <Icon />
                </span>
                <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-medium">{CUSTOMER_CONTACT_KIND_LABELS[entry.kind]}</span>
                  <LocalDateTime date={entry.occurredAt} className="text-muted-foreground" />
                  {entry.loggedByName ? (
                    <span className="text-muted-foreground">by {entry.loggedByName}</span>
                  ) : null}
                </div>
                <p className="text-sm break-words whitespace-pre-line">{entry.summary}</p>
              </li>
            );
          })}
        </ol>
      )}
    </CustomerPart>
  );
}
