import { formatAmount } from "#shared/format";
import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

export type DealMailStatus = "approved" | "closed_won" | "closed_lost";

/** What the partner's contact is told when an administrator moves one of its deals on. */
function wording(status: DealMailStatus, customer: string, commissionAmount: string | undefined) {
  switch (status) {
    case "approved":
      return {
        subject: `Your deal with ${customer} is approved`,
        heading: "Deal approved",
        news: `Your registered deal with ${customer} has been approved. It is now protected for 90 days: no other partner can register this customer in that time.`,
      };
    case "closed_won":
      return {
        subject: `Deal won: ${customer}`,
        heading: "Deal closed won",
        news: `Congratulations: your deal with ${customer} is closed won. You earn a commission of ${formatAmount(commissionAmount ?? "0")}, which is paid out by the partner team.`,
      };
    case "closed_lost":
      return {
        subject: `Deal closed: ${customer}`,
        heading: "Deal closed lost",
        news: `Your deal with ${customer} has been closed as lost. Thank you for registering it; we look forward to the next one.`,
      };
  }
}

export function dealStatusEmail(options: {
  to: string;
  contactName: string;
  customer: string;
  dealValue: string;
  status: DealMailStatus;
  commissionAmount?: string;
  portalUrl: string;
}): RenderedEmail {
  const { subject, heading, news } = wording(options.status, options.customer, options.commissionAmount);
  const greeting = `Hello ${options.contactName},`;
  const value = `Deal value: ${formatAmount(options.dealValue)}.`;
  const footer = "You receive this e-mail because your company takes part in our partner programme.";
  return {
    to: options.to,
    subject,
    template: "partner-deal-status",
    payload: {
      customer: options.customer,
      status: options.status,
      dealValue: options.dealValue,
      commissionAmount: options.commissionAmount ?? null,
    },
    html: emailLayout({
      heading,
      paragraphs: [greeting, news, value],
      action: { label: "Open your deals", url: options.portalUrl },
      footer,
    }),
    text: [greeting, "", news, value, "", `Your deals: ${options.portalUrl}`, "", footer].join("\n"),
  };
}
