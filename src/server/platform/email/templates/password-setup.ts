import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

export function passwordSetupEmail(options: {
  to: string;
  contactName: string;
  companyName: string;
  setupUrl: string;
  loginUrl: string;
}): RenderedEmail {
  const greeting = `Hello ${options.contactName},`;
  const body = `Use the link below to set the password for your ${options.companyName} partner account. The link works once and expires in 7 days.`;
  const after = `Afterwards, sign in at ${options.loginUrl}.`;
  const ignore = "If you did not ask for this, you can ignore this e-mail; your account stays as it is.";
  return {
    to: options.to,
    subject: "Set up your partner portal password",
    template: "partner-password-setup",
    payload: {
      companyName: options.companyName,
      contactName: options.contactName,
      loginUrl: options.loginUrl,
    },
    html: emailLayout({
      heading: "Set up your password",
      paragraphs: [greeting, body, after],
      action: { label: "Set up password", url: options.setupUrl },
      footer: ignore,
    }),
    text: [greeting, "", body, "", options.setupUrl, "", after, "", ignore].join("\n"),
  };
}
