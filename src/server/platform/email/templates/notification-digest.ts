import { emailLayout } from "../html";
import type { RenderedEmail } from "../outbox";

/**
 * The notifications a person chose to receive by e-mail, gathered since their last digest: one line per
 * sentence, oldest first, and one link to the portal, where the bell lists them.
 */
export function notificationDigestEmail(options: {
  to: string;
  name: string;
  messages: string[];
  /** The portal the person uses: the partner host for a partner's contact (decision 0004). */
  portalUrl: string;
}): RenderedEmail {
  const count = options.messages.length;
  const heading = count === 1 ? "1 new notification" : `${count} new notifications`;
  const greeting = `Hello ${options.name},`;
  const intro = "Here is what happened since we last wrote:";
  const footer =
    "You receive this e-mail because you chose these notifications by e-mail in your preferences. At most one such e-mail is sent every 15 minutes.";
  const html = emailLayout({
    heading,
    paragraphs: [greeting, intro],
    items: options.messages,
    action: { label: "Open the portal", url: options.portalUrl },
    footer,
  });
  return {
    to: options.to,
    subject: heading,
    template: "notification-digest",
    payload: { count },
    html,
    text: [
      greeting,
      "",
      intro,
      ...options.messages.map((message) => `- ${message}`),
      "",
      `Open the portal: ${options.portalUrl}`,
      "",
      footer,
    ].join("\n"),
  };
}
