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
  const account = `your ${options.companyName} partner account`;
  const validity = "The link works once and expires in 7 days.";
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
      paragraphs: [greeting, `Use the button below to set the password for ${account}. ${validity}`, after],
      action: { label: "Set up password", url: options.setupUrl },
      footer: ignore,
    }),
    // Plain text has no button: the sentence leads straight into the bare link.
    text: [
      greeting,
      "",
      `Set the password for ${account} by opening this link:`,
      options.setupUrl,
      validity,
      "",
      after,
      "",
      ignore,
    ].join("\n"),
  };
}
