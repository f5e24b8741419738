import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/** Tells a partner's contact that their password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedEmail(options: {
  to: string;
  contactName: string;
  loginUrl: string;
}): RenderedEmail {
  const greeting = `Hello ${options.contactName},`;
  const changed =
    "The password of your partner portal account was just changed, and your other sessions were signed out.";
  const notYou = `If you did not change it, ask for a new password setup link ("First Time? Set Up Password") at ${options.loginUrl} and contact support.`;
  return {
    to: options.to,
    subject: "Your partner portal password was changed",
    template: "partner-password-changed",
    payload: { contactName: options.contactName, loginUrl: options.loginUrl },
    html: emailLayout({
      heading: "Your password was changed",
      paragraphs: [greeting, changed],
      action: { label: "Sign in", url: options.loginUrl },
      footer: notYou,
    }),
    text: [greeting, "", changed, "", notYou].join("\n"),
  };
}
