import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/** send-partner-welcome-email: the approved partner's first mail, with a one-time link to set a password. */
export function partnerWelcomeEmail(options: {
  partnerEmail: string;
  companyName: string;
  contactName: string;
  loginUrl: string;
  setupUrl: string;
}): RenderedEmail {
  const greeting = `Hello ${options.contactName},`;
  const approved = `Good news: ${options.companyName} has been approved as a partner. Welcome to the partner programme!`;
  const validity =
    "The link works once and expires in 7 days; you can ask for a new one on the sign-in page.";
  const after = `After that, sign in at ${options.loginUrl} to register deals, follow your commission, take courses and download sales material.`;
  const footer = "You receive this e-mail because your company applied to our partner programme.";
  return {
    to: options.partnerEmail,
    subject: `Welcome to the partner programme, ${options.companyName}`,
    template: "send-partner-welcome-email",
    payload: {
      partnerEmail: options.partnerEmail,
      companyName: options.companyName,
      contactName: options.contactName,
      userType: "partner",
      loginUrl: options.loginUrl,
    },
    html: emailLayout({
      heading: `Welcome, ${options.companyName}`,
      paragraphs: [
        greeting,
        approved,
        `To get started, set your password with the button below. ${validity}`,
        after,
      ],
      action: { label: "Set your password", url: options.setupUrl },
      footer,
    }),
    // Plain text has no button: the sentence leads straight into the bare link.
    text: [
      greeting,
      "",
      approved,
      "",
      "To get started, set your password by opening this link:",
      options.setupUrl,
      validity,
      "",
      after,
      "",
      footer,
    ].join("\n"),
  };
}
