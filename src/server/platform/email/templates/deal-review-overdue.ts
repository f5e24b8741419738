import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/** What a reviewer is told when a submitted deal is still unreviewed past the programme's review deadline. */
export function dealReviewOverdueEmail(options: {
  to: string;
  reviewerName: string;
  partnerName: string;
  customer: string;
  dealUrl: string;
}): RenderedEmail {
  const greeting = `Hello ${options.reviewerName},`;
  const news = `The deal ${options.partnerName} registered for ${options.customer} is past its review deadline and still awaits a review.`;
  const next =
    "Approve it, mark it in review or return it with a question, so the partner knows where it stands.";
  const footer = "You receive this e-mail because you review partner deals.";
  return {
    to: options.to,
    subject: `Review overdue: ${options.customer} (${options.partnerName})`,
    template: "deal-review-overdue",
    payload: { partnerName: options.partnerName, customer: options.customer },
    html: emailLayout({
      heading: "Deal review overdue",
      paragraphs: [greeting, news, next],
      action: { label: "Review the deal", url: options.dealUrl },
      footer,
    }),
    text: [greeting, "", news, next, "", `The deal: ${options.dealUrl}`, "", footer].join("\n"),
  };
}
