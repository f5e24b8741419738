import { formatAmount } from "#shared/format";
import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/** The moves that are mailed, and the reminder before an approved deal's registration expires. */
export type DealMailStatus = "approved" | "closed_won" | "closed_lost" | "returned" | "expired" | "expiring";

/** What the move adds to the mail: the protection's end, the reviewer's question, the expiry date. */
export interface DealMailFacts {
  commissionAmount?: string;
  /** Approved: the day its protection ends, as the reader reads it (e.g. "March 3, 2027"). */
  protectedUntil?: string;
  /** Returned: the reviewer's question. */
  question?: string;
  /** Expiring: the day the registration expires. */
  expiresOn?: string;
}

/** What the partner is told when one of its deals moves on, or is about to expire. */
function wording(status: DealMailStatus, customer: string, facts: DealMailFacts) {
  switch (status) {
    case "approved":
      return {
        subject: `Your deal with ${customer} is approved`,
        heading: "Deal approved",
        news: `Your registered deal with ${customer} has been approved. It is protected until ${facts.protectedUntil ?? "the end of its protection period"}: no other partner's registration of this customer is approved in that time.`,
      };
    case "returned":
      return {
        subject: `A question about your deal with ${customer}`,
        heading: "Deal returned for information",
        news: `Our reviewer returned your deal with ${customer} with a question: "${facts.question ?? ""}" Answer it on the deal's page, edit the deal if needed, and submit it again.`,
      };
    case "expiring":
      return {
        subject: `Your registration of ${customer} expires on ${facts.expiresOn ?? "soon"}`,
        heading: "Registration expiring",
        news: `Your approved deal with ${customer} expires on ${facts.expiresOn ?? "its expiry date"} unless it is closed before then. If you need more time, request an extension on the deal's page.`,
      };
    case "expired":
      return {
        subject: `Your registration of ${customer} has expired`,
        heading: "Registration expired",
        news: `Your approved deal with ${customer} was not closed in time and has expired; the customer is no longer protected. Register it again if the opportunity is still open.`,
      };
    case "closed_won":
      return {
        subject: `Deal won: ${customer}`,
        heading: "Deal closed won",
        news: `Congratulations: your deal with ${customer} is closed won. You earn a commission of ${formatAmount(facts.commissionAmount ?? "0")}, which is paid out by the partner team.`,
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
  facts: DealMailFacts;
  portalUrl: string;
}): RenderedEmail {
  const { subject, heading, news } = wording(options.status, options.customer, options.facts);
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
      commissionAmount: options.facts.commissionAmount ?? null,
      ...(options.facts.question ? { question: options.facts.question } : {}),
    },
    html: emailLayout({
      heading,
      paragraphs: [greeting, news, value],
      action: { label: "Open the deal", url: options.portalUrl },
      footer,
    }),
    text: [greeting, "", news, value, "", `The deal: ${options.portalUrl}`, "", footer].join("\n"),
  };
}
